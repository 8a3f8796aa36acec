import { describe, expect, it } from 'vitest';
import { dateOptionsFor, dateTimeFormat } from './intl-formats';

const unsupported = () => false;
const KICK_OFF = Date.UTC(2026, 10, 27, 21, 5);

describe('dateOptionsFor', () => {
  it('keeps the options where the browser has the locale’s data', () => {
    const options = { weekday: 'short', hour: '2-digit', minute: '2-digit' } as const;
    expect(dateOptionsFor('vi', options, () => true)).toBe(options);
    expect(dateOptionsFor(undefined, options, unsupported)).toBe(options);
  });

  it('writes weekdays and month names as digits, in 24-hour time, where it has none', () => {
    expect(dateOptionsFor('km', { weekday: 'short', hour: '2-digit', minute: '2-digit' }, unsupported)).toEqual({
      day: 'numeric',
      month: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(dateOptionsFor('lo', { year: 'numeric', month: 'short', day: 'numeric' }, unsupported)).toEqual({
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    expect(dateOptionsFor('my', { dateStyle: 'medium', timeStyle: 'short' }, unsupported)).toEqual({
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
  });

  it('formats the fallback without a word of English', () => {
    const text = new Intl.DateTimeFormat(
      'en',
      dateOptionsFor('km', { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }, unsupported),
    ).format(KICK_OFF);
    expect(text).toMatch(/^[\d/.,: ]+$/);
    expect(text).toContain('21:05');
  });

  it('formats in the locale through the shared formatter', () => {
    expect(dateTimeFormat('vi', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC', hourCycle: 'h23' }).format(KICK_OFF)).toBe(
      '21:05',
    );
  });
});
