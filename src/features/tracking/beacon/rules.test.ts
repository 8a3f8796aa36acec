/** The performance beacon's timing and format (spec §9; ACCEPTANCE F35, F36, Q91). */
import { describe, expect, it } from 'vitest';
import { beaconBody, createIdleDeadline, perfBeaconValue } from './rules';
import { ManualTimers } from '../../../../tests/unit/support/auth-helpers';

/** ManualTimers with now() as a function, as performance.now() is. */
function pageTimers() {
  const manual = new ManualTimers();
  return Object.assign(manual, {
    clock: { now: () => manual.now, setTimeout: manual.setTimeout, clearTimeout: manual.clearTimeout },
  });
}

describe('performance beacon', () => {
  it('formats perf;fcp;lcp;fs;visit', () => {
    expect(perfBeaconValue({ fcp: 812.4, lcp: 1203.6, fs: 1500, visit: 'first' })).toBe(
      'perf;fcp=812;lcp=1204;fs=1500;visit=first',
    );
    expect(perfBeaconValue({ visit: 'return' })).toBe('perf;fcp=;lcp=;fs=;visit=return');
  });

  it('F36 fires 5 s after the last activity', () => {
    const timers = pageTimers();
    const fired: string[] = [];
    const deadline = createIdleDeadline(timers.clock, (reason) => void fired.push(reason));
    timers.run(3_000);
    deadline.activity();
    timers.run(4_999);
    expect(fired).toEqual([]);
    timers.run(1);
    expect(fired).toEqual(['idle']);
    expect(timers.now).toBe(8_000);
  });

  it('F36 fires at 15 s when the page is never idle, once', () => {
    const timers = pageTimers();
    const fired: string[] = [];
    const deadline = createIdleDeadline(timers.clock, (reason) => void fired.push(reason));
    for (let t = 0; t < 20_000; t += 2_000) {
      timers.run(2_000);
      deadline.activity();
    }
    expect(fired).toEqual(['maxWait']);
    expect(deadline.flush()).toBe(false);
  });

  it('pagehide sends at once when nothing was sent yet', () => {
    const timers = pageTimers();
    const fired: string[] = [];
    const deadline = createIdleDeadline(timers.clock, (reason) => void fired.push(reason));
    timers.run(1_000);
    expect(deadline.flush()).toBe(true);
    timers.run(20_000);
    expect(fired).toEqual(['pagehide']);
  });

  it('keeps the body under 64 KB', () => {
    expect(beaconBody('DEMO', 'perf;x', 65_536)).toBe('{"merchant":"DEMO","value":"perf;x"}');
    expect(beaconBody('DEMO', 'x'.repeat(70_000), 65_536)).toBeNull();
  });
});
