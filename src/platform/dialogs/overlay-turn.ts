/**
 * The one scheduler of the overlays that open by themselves (the README's overlay table; the rules are in
 * overlay-schedule.ts). Overlays ask for a turn and give it back when they close; the download bar asks whether it
 * may appear. The visit's count and last close are kept in sessionStorage, so a reload does not start over.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { systemClock, type Clock, type TimerHandle } from '../../data/clock';
import { OVERLAY_EXPECT_MS } from '../../shared/constants';
import { pageState } from '../../shared/page-runtime';
import {
  closed,
  decide,
  downloadBarHeldUntil,
  downloadBarMayShow,
  opened,
  parseVisit,
  type OverlayName,
  type Schedule,
  type Visit,
} from './overlay-schedule';

/** sessionStorage: the visit's count of overlays shown and the time the last one closed. */
export const OVERLAY_VISIT_KEY = 'overlayVisit';

type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** When an overlay is due: `delayMs` after it asks, and not before `afterLandingMs` after the app started. */
export interface OverlayTiming {
  delayMs?: number;
  afterLandingMs?: number;
}

export interface OverlayTurns {
  request(name: OverlayName, timing?: OverlayTiming): void;
  /** The overlay closed, or no longer wants to open. */
  release(name: OverlayName): void;
  /** The overlay may ask soon: those of lower priority wait until it asks or stops, at most OVERLAY_EXPECT_MS. */
  expect(name: OverlayName): void;
  stopExpecting(name: OverlayName): void;
  isOpen(name: OverlayName): boolean;
  /** The download bar wants to show (or no longer does); it may while downloadBarShown() is true. */
  wantDownloadBar(wants: boolean): void;
  downloadBarShown(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createOverlayTurns(clock: Clock = systemClock, storage: VisitStorage | null = sessionStore()): OverlayTurns {
  const startedAt = clock.now();
  const waiting = new Map<OverlayName, number>();
  const expected = new Map<OverlayName, number>();
  const open = new Set<OverlayName>();
  const listeners = new Set<() => void>();
  let visit = parseVisit(read(storage));
  let barWanted = false;
  let barShown = false;
  let timer: TimerHandle | null = null;

  const schedule = (): Schedule => ({ waiting, open, visit, expected });
  const remember = (next: Visit) => {
    visit = next;
    write(storage, JSON.stringify(visit));
  };

  function settle() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const now = clock.now();
    let wakeAt = Infinity;
    for (let decision = decide(schedule(), now); ; decision = decide(schedule(), now)) {
      if (decision.kind === 'open') {
        open.add(decision.name);
        remember(opened(visit));
        continue;
      }
      if (decision.kind === 'wait') wakeAt = decision.at;
      break;
    }
    // Once shown, the bar stays: it is part of the page, and taking it away would move the page under the finger.
    if (barWanted && !barShown) {
      const current = schedule();
      barShown = downloadBarMayShow(current, now);
      // An expectation that runs out decides nothing by itself: the bar looks again then.
      if (!barShown) {
        const heldUntil = downloadBarHeldUntil(current, now);
        if (heldUntil > now) wakeAt = Math.min(wakeAt, heldUntil);
      }
    }
    if (Number.isFinite(wakeAt)) timer = clock.setTimeout(settle, wakeAt - now);
    listeners.forEach((listener) => listener());
  }

  return {
    request(name, timing = {}) {
      expected.delete(name);
      if (waiting.has(name)) return;
      const now = clock.now();
      waiting.set(name, Math.max(now + (timing.delayMs ?? 0), startedAt + (timing.afterLandingMs ?? 0)));
      settle();
    },
    release(name) {
      if (!waiting.delete(name)) return;
      if (open.delete(name)) remember(closed(visit, clock.now()));
      settle();
    },
    expect(name) {
      if (waiting.has(name) || expected.has(name)) return;
      expected.set(name, clock.now() + OVERLAY_EXPECT_MS);
      settle();
    },
    stopExpecting(name) {
      if (expected.delete(name)) settle();
    },
    isOpen: (name) => open.has(name),
    wantDownloadBar(wants) {
      if (barWanted === wants) return;
      barWanted = wants;
      settle();
    },
    downloadBarShown: () => barWanted && barShown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sessionStore(): VisitStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(storage: VisitStorage | null): string | null {
  try {
    return storage?.getItem(OVERLAY_VISIT_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: VisitStorage | null, text: string): void {
  try {
    storage?.setItem(OVERLAY_VISIT_KEY, text);
  } catch {
    // Without storage a reload starts a new visit: at worst the member sees the overlays once more.
  }
}

/** The page's overlay turns, in the page runtime. */
const turns = pageState(createOverlayTurns);

/**
 * The turns start with the app, so that "20 s after landing" counts from there, not from the first render that asks
 * for a turn: that comes after the screen's (or the overlay's own) code and data have loaded.
 */
export function startOverlayTurns(): void {
  turns();
}

/** Resolves when `name` holds a turn; call releaseOverlayTurn(name) when the overlay closes. */
export function whenOverlayTurn(name: OverlayName, timing?: OverlayTiming): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!turns().isOpen(name)) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = turns().subscribe(check);
    turns().request(name, timing);
    check();
  });
}

export function releaseOverlayTurn(name: OverlayName): void {
  turns().release(name);
}

/** True while the overlay `name` may show; it asks for a turn while `wants` is true. */
export function useOverlayTurn(name: OverlayName, wants: boolean, timing?: OverlayTiming): boolean {
  const delayMs = timing?.delayMs;
  const afterLandingMs = timing?.afterLandingMs;
  useEffect(() => {
    if (!wants) return undefined;
    turns().request(name, { delayMs, afterLandingMs });
    return () => turns().release(name);
  }, [name, wants, delayMs, afterLandingMs]);
  return useSyncExternalStore(turns().subscribe, () => wants && turns().isOpen(name));
}

/** While `expected`, the overlay `name` may ask soon, and those of lower priority wait for it (OVERLAY_EXPECT_MS at most). */
export function useExpectedOverlayTurn(name: OverlayName, expected: boolean): void {
  useEffect(() => {
    if (!expected) return undefined;
    turns().expect(name);
    return () => turns().stopExpecting(name);
  }, [name, expected]);
}

/** True once the download bar may show, and from then on while it wants to. */
export function useDownloadBarTurn(wants: boolean): boolean {
  useEffect(() => {
    turns().wantDownloadBar(wants);
    return () => turns().wantDownloadBar(false);
  }, [wants]);
  return useSyncExternalStore(turns().subscribe, () => wants && turns().downloadBarShown());
}
