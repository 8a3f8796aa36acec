// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { StatusValue } from '../../shared/contract';
import { formatEndTime, siteGate } from './site-gate';
import { isImageSource } from './SafeHtml';
import { isSafeUrl, sanitizeHtml } from './sanitize';

const open = { maintenance: false, maintenanceEnd: null, regionRestriction: false, ip: '' };
const status = (patch: Partial<StatusValue>): StatusValue => ({
  serverTime: 0,
  maintenance: false,
  regionRestriction: false,
  ...patch,
});

describe('site gate (E44, E45)', () => {
  it('is open when neither settings nor status close it', () => {
    expect(siteGate(open, status({}))).toEqual({ kind: 'open' });
    expect(siteGate(undefined, undefined)).toEqual({ kind: 'open' });
  });

  it('maintenance carries the end time, and wins over region restriction', () => {
    const settings = { ...open, maintenance: true, maintenanceEnd: '2030-01-01T00:00:00Z', regionRestriction: true };
    expect(siteGate(settings, undefined)).toEqual({ kind: 'maintenance', end: '2030-01-01T00:00:00Z' });
  });

  it('region restriction carries the ip of the status check, else of the settings', () => {
    expect(siteGate({ ...open, regionRestriction: true, ip: '198.51.100.1' }, undefined)).toEqual({
      kind: 'restricted',
      ip: '198.51.100.1',
    });
    expect(siteGate({ ...open, ip: '198.51.100.1' }, status({ regionRestriction: true, ip: '203.0.113.7' }))).toEqual({
      kind: 'restricted',
      ip: '203.0.113.7',
    });
  });

  it('the status check, fresher, wins over stale settings', () => {
    expect(siteGate({ ...open, maintenance: true }, status({ maintenance: false }))).toEqual({ kind: 'open' });
  });

  it('formats the end time with its zone, and keeps a value that is not a date', () => {
    expect(formatEndTime('2030-01-01T00:00:00Z', 'en-US', 'UTC')).toMatch(/Jan 1, 2030.*12:00.*AM.*UTC/);
    expect(formatEndTime('soon', 'en-US')).toBe('soon');
  });
});

describe('merchant HTML for the desktop panel', () => {
  it('keeps text and allowed elements, drops scripts, handlers, styles and unsafe URLs', () => {
    const html = sanitizeHtml(
      '<h2 onclick="x()" style="color:red">Lucky <b>Star</b></h2><script>alert(1)</script><p>Scan <a href="javascript:alert(1)">here</a>' +
        ' or <a href="https://x.test/app">get it</a></p><img src="https://x.test/qr.png" onerror="x()"><custom-el>kept text</custom-el>',
    );
    expect(html).toBe(
      '<h2>Lucky <b>Star</b></h2><p>Scan <a target="_blank" rel="noopener noreferrer">here</a> or ' +
        '<a href="https://x.test/app" target="_blank" rel="noopener noreferrer">get it</a></p><img src="https://x.test/qr.png">kept text',
    );
  });

  it('accepts http(s), relative and data:image sources only', () => {
    expect(isSafeUrl('https://x.test/a.png', true)).toBe(true);
    expect(isSafeUrl('/img/a.png', true)).toBe(true);
    expect(isSafeUrl('data:image/png;base64,AAA', true)).toBe(true);
    expect(isSafeUrl('data:image/png;base64,AAA', false)).toBe(false);
    expect(isSafeUrl(' JavaScript:alert(1)', false)).toBe(false);
    expect(isSafeUrl('data:text/html,<script>', true)).toBe(false);
  });

  it('tells an image source from HTML', () => {
    expect(isImageSource('https://cdn.test/feature.png')).toBe(true);
    expect(isImageSource('data:image/svg+xml,%3Csvg')).toBe(true);
    expect(isImageSource('<h2>Lucky</h2>')).toBe(false);
    expect(isImageSource('Scan to play')).toBe(false);
  });
});
