import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEW_VISIT,
  OVERLAY_PRIORITY,
  decide,
  downloadBarMayShow,
  parseVisit,
  type OverlayName,
  type Schedule,
} from './overlay-schedule';
import { OVERLAY_VISIT_KEY, createOverlayTurns, releaseOverlayTurn, startOverlayTurns, whenOverlayTurn } from './overlay-turn';
import { startPageRuntime } from '../../shared/page-runtime';
import { systemClock } from '../../data/clock';
import { DOWNLOAD_BAR_GRACE_MS, OVERLAYS_PER_VISIT, OVERLAY_EXPECT_MS, OVERLAY_QUIET_MS } from '../../shared/constants';
import { memoryStorage } from '../../../tests/unit/support/memory-storage';

const ALL = Object.keys(OVERLAY_PRIORITY) as OverlayName[];

function schedule(
  waiting: [OverlayName, number][],
  open: OverlayName[] = [],
  visit = NEW_VISIT,
  expected: [OverlayName, number][] = [],
): Schedule {
  return { waiting: new Map(waiting), open: new Set(open), visit, expected: new Map(expected) };
}

describe('overlay schedule (pure)', () => {
  it('orders the overlays: upgrade, popup announcements, install sheet, notification prompt, download popup', () => {
    const order = [...ALL].sort((a, b) => OVERLAY_PRIORITY[b] - OVERLAY_PRIORITY[a]);
    expect(order).toEqual(['upgrade', 'popupAnnouncements', 'installSheet', 'notificationPrompt', 'downloadPopup']);
  });

  it('opens the most important of those due, and waits for the soonest otherwise', () => {
    const waiting: [OverlayName, number][] = [
      ['downloadPopup', 0],
      ['notificationPrompt', 0],
      ['popupAnnouncements', 5_000],
    ];
    expect(decide(schedule(waiting), 0)).toEqual({ kind: 'open', name: 'notificationPrompt' });
    expect(decide(schedule([['popupAnnouncements', 5_000]]), 0)).toEqual({ kind: 'wait', at: 5_000 });
    expect(decide(schedule([]), 0)).toEqual({ kind: 'none' });
  });

  it('an expected overlay holds back those of lower priority until its time is up, and no other', () => {
    const expected: [OverlayName, number][] = [['popupAnnouncements', 8_000]];
    expect(decide(schedule([['notificationPrompt', 0]], [], NEW_VISIT, expected), 0)).toEqual({ kind: 'wait', at: 8_000 });
    expect(decide(schedule([['notificationPrompt', 0]], [], NEW_VISIT, expected), 8_000)).toEqual({
      kind: 'open',
      name: 'notificationPrompt',
    });
    expect(decide(schedule([['upgrade', 0]], [], NEW_VISIT, expected), 0)).toEqual({ kind: 'open', name: 'upgrade' });
    expect(decide(schedule([['popupAnnouncements', 0]], [], NEW_VISIT, [['notificationPrompt', 8_000]]), 0)).toEqual({
      kind: 'open',
      name: 'popupAnnouncements',
    });
  });

  it('never pushes an open overlay aside; only the upgrade joins it', () => {
    expect(
      decide(
        schedule(
          [
            ['installSheet', 0],
            ['popupAnnouncements', 0],
          ],
          ['installSheet'],
        ),
        10,
      ),
    ).toEqual({ kind: 'none' });
    expect(
      decide(
        schedule(
          [
            ['installSheet', 0],
            ['upgrade', 0],
          ],
          ['installSheet'],
        ),
        10,
      ),
    ).toEqual({ kind: 'open', name: 'upgrade' });
  });

  it('keeps the quiet time after a close, and the cap per visit; the upgrade is held by neither', () => {
    const afterClose = { shown: 1, lastClosedAt: 1_000 };
    expect(decide(schedule([['downloadPopup', 0]], [], afterClose), 2_000)).toEqual({
      kind: 'wait',
      at: 1_000 + OVERLAY_QUIET_MS,
    });
    expect(decide(schedule([['downloadPopup', 0]], [], afterClose), 1_000 + OVERLAY_QUIET_MS)).toEqual({
      kind: 'open',
      name: 'downloadPopup',
    });
    const full = { shown: OVERLAYS_PER_VISIT, lastClosedAt: 0 };
    expect(decide(schedule([['downloadPopup', 0]], [], full), 10 * OVERLAY_QUIET_MS)).toEqual({ kind: 'none' });
    expect(decide(schedule([['upgrade', 0]], [], full), 1)).toEqual({ kind: 'open', name: 'upgrade' });
  });

  it('lets the download bar show unless an overlay is open or may open within the grace time', () => {
    expect(downloadBarMayShow(schedule([]), 0)).toBe(true);
    expect(downloadBarMayShow(schedule([['installSheet', 1_000]]), 0)).toBe(false);
    expect(downloadBarMayShow(schedule([['downloadPopup', DOWNLOAD_BAR_GRACE_MS + 1]]), 0)).toBe(true);
    expect(downloadBarMayShow(schedule([], ['notificationPrompt']), 0)).toBe(false);
    // Home's popup announcements, expected until they are known, would open right under it.
    expect(downloadBarMayShow(schedule([], [], NEW_VISIT, [['popupAnnouncements', OVERLAY_EXPECT_MS]]), 0)).toBe(false);
    expect(downloadBarMayShow(schedule([], [], NEW_VISIT, [['popupAnnouncements', OVERLAY_EXPECT_MS]]), OVERLAY_EXPECT_MS)).toBe(
      true,
    );
    // An overlay the cap holds back never comes: the bar does not wait for it.
    expect(downloadBarMayShow(schedule([['installSheet', 0]], [], { shown: OVERLAYS_PER_VISIT, lastClosedAt: 0 }), 0)).toBe(true);
  });

  it('reads a stored visit, and starts a new one from anything else', () => {
    expect(parseVisit('{"shown":1,"lastClosedAt":42}')).toEqual({ shown: 1, lastClosedAt: 42 });
    expect(parseVisit('{"shown":0,"lastClosedAt":null}')).toEqual(NEW_VISIT);
    for (const text of [
      null,
      '',
      '{',
      'null',
      '[]',
      '{"shown":-1,"lastClosedAt":null}',
      '{"shown":1.5,"lastClosedAt":null}',
      '{"shown":1,"lastClosedAt":"x"}',
    ]) {
      expect(parseVisit(text), String(text)).toEqual(NEW_VISIT);
    }
  });
});

describe('overlay turns (the scheduler, on fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("the page's turns count afterLandingMs from the app's start, not from the first overlay that asks", async () => {
    startPageRuntime();
    globalThis.sessionStorage?.clear();
    startOverlayTurns();
    vi.advanceTimersByTime(3_000);
    let shown = false;
    void whenOverlayTurn('downloadPopup', { afterLandingMs: 20_000 }).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(17_000 - 1);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
    releaseOverlayTurn('downloadPopup');
  });

  it('a first visit: the sheet after its delay, then the popup only after the quiet time, then nothing more', () => {
    const storage = memoryStorage();
    const turns = createOverlayTurns(systemClock, storage);
    turns.request('installSheet', { delayMs: 1_000 });
    turns.request('downloadPopup', { afterLandingMs: 20_000 });
    turns.request('notificationPrompt');
    // The prompt is due at once and nothing is open: it goes first.
    expect(turns.isOpen('notificationPrompt')).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(turns.isOpen('installSheet')).toBe(false);
    turns.release('notificationPrompt');
    vi.advanceTimersByTime(OVERLAY_QUIET_MS - 1);
    expect(turns.isOpen('installSheet')).toBe(false);
    vi.advanceTimersByTime(1);
    // Both are due now; the sheet is the more important.
    expect(turns.isOpen('installSheet')).toBe(true);
    expect(turns.isOpen('downloadPopup')).toBe(false);
    turns.release('installSheet');
    vi.advanceTimersByTime(10 * OVERLAY_QUIET_MS);
    // The visit's cap (2) is reached.
    expect(turns.isOpen('downloadPopup')).toBe(false);
    expect(JSON.parse(storage.getItem(OVERLAY_VISIT_KEY)!)).toMatchObject({ shown: 2 });

    // A reload in the same tab keeps the visit; the upgrade still shows.
    const reloaded = createOverlayTurns(systemClock, storage);
    reloaded.request('downloadPopup');
    reloaded.request('upgrade');
    vi.advanceTimersByTime(OVERLAY_QUIET_MS);
    expect(reloaded.isOpen('downloadPopup')).toBe(false);
    expect(reloaded.isOpen('upgrade')).toBe(true);
  });

  it('an overlay still expected goes first when it asks; stopping or its time running out lets the others open', () => {
    const turns = createOverlayTurns(systemClock, memoryStorage());
    turns.expect('popupAnnouncements');
    turns.request('notificationPrompt');
    expect(turns.isOpen('notificationPrompt')).toBe(false);
    turns.request('popupAnnouncements');
    expect(turns.isOpen('popupAnnouncements')).toBe(true);
    expect(turns.isOpen('notificationPrompt')).toBe(false);

    const stopped = createOverlayTurns(systemClock, memoryStorage());
    stopped.expect('popupAnnouncements');
    stopped.request('notificationPrompt');
    stopped.stopExpecting('popupAnnouncements');
    expect(stopped.isOpen('notificationPrompt')).toBe(true);

    const late = createOverlayTurns(systemClock, memoryStorage());
    late.expect('popupAnnouncements');
    late.request('notificationPrompt');
    vi.advanceTimersByTime(OVERLAY_EXPECT_MS - 1);
    expect(late.isOpen('notificationPrompt')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(late.isOpen('notificationPrompt')).toBe(true);
  });

  it('withdrawing before the turn neither counts nor starts the quiet time', () => {
    const storage = memoryStorage();
    const turns = createOverlayTurns(systemClock, storage);
    turns.request('installSheet', { delayMs: 1_000 });
    turns.request('downloadPopup', { afterLandingMs: 20_000 });
    vi.advanceTimersByTime(500);
    turns.release('installSheet');
    turns.release('downloadPopup');
    vi.advanceTimersByTime(20_000);
    turns.request('notificationPrompt');
    expect(turns.isOpen('notificationPrompt')).toBe(true);
    expect(JSON.parse(storage.getItem(OVERLAY_VISIT_KEY)!)).toEqual({ shown: 1, lastClosedAt: null });
  });

  it('the download bar waits for the sheet due within the grace time, shows once it closes, and then stays', () => {
    const turns = createOverlayTurns(systemClock, memoryStorage());
    turns.request('installSheet', { delayMs: 1_000 });
    turns.wantDownloadBar(true);
    expect(turns.downloadBarShown()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(turns.isOpen('installSheet')).toBe(true);
    expect(turns.downloadBarShown()).toBe(false);
    turns.release('installSheet');
    expect(turns.downloadBarShown()).toBe(true);
    turns.request('notificationPrompt', { delayMs: OVERLAY_QUIET_MS });
    vi.advanceTimersByTime(OVERLAY_QUIET_MS);
    expect(turns.isOpen('notificationPrompt')).toBe(true);
    expect(turns.downloadBarShown()).toBe(true);
    turns.wantDownloadBar(false);
    expect(turns.downloadBarShown()).toBe(false);
  });

  it('the download bar waits while the popup announcements are expected: until they ask and close, or the expectation runs out', () => {
    const turns = createOverlayTurns(systemClock, memoryStorage());
    turns.expect('popupAnnouncements');
    turns.wantDownloadBar(true);
    expect(turns.downloadBarShown()).toBe(false);
    turns.request('popupAnnouncements');
    expect(turns.isOpen('popupAnnouncements')).toBe(true);
    expect(turns.downloadBarShown()).toBe(false);
    turns.release('popupAnnouncements');
    expect(turns.downloadBarShown()).toBe(true);

    const later = createOverlayTurns(systemClock, memoryStorage());
    later.expect('popupAnnouncements');
    later.wantDownloadBar(true);
    vi.advanceTimersByTime(OVERLAY_EXPECT_MS - 1);
    expect(later.downloadBarShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(later.downloadBarShown()).toBe(true);
    // Nothing is left to wait for: no timer runs on.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores the release of an overlay that never asked, and a second request of a waiting one', () => {
    const turns = createOverlayTurns(systemClock, memoryStorage());
    turns.request('popupAnnouncements', { delayMs: 100 });
    turns.request('popupAnnouncements');
    turns.release('downloadPopup');
    expect(turns.isOpen('popupAnnouncements')).toBe(false);
    vi.advanceTimersByTime(100);
    expect(turns.isOpen('popupAnnouncements')).toBe(true);
  });

  it('starts a new visit from storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const turns = createOverlayTurns(systemClock, broken);
    turns.request('installSheet');
    expect(turns.isOpen('installSheet')).toBe(true);
  });
});
