/**
 * Which automatic overlay may open, and when (the README's overlay table). Pure: the state and the time in, a
 * decision out; overlay-turn.ts keeps the state and the timers.
 *
 * - One modal overlay at a time; an open one is never pushed aside. Only the upgrade popup may join one.
 * - Of those due, the highest priority goes first. Each overlay says when it is due (the spec's delays: the install
 *   sheet 1 s after landing, the download popup 20 s). One that does not know yet whether it will ask (the popup
 *   announcements before home's content has arrived) may be expected: until it asks, gives up or OVERLAY_EXPECT_MS
 *   pass, it holds back those of lower priority, so a slow answer does not let a lesser overlay go first.
 * - After one closes, the next waits OVERLAY_QUIET_MS, and a visit shows at most OVERLAYS_PER_VISIT. The upgrade
 *   popup waits for neither (it may be mandatory), but counts.
 * - The download bar is not modal and stays once shown: it only waits while a modal overlay is open, expected, or may
 *   open within DOWNLOAD_BAR_GRACE_MS, so it never arrives together with one.
 */
import { DOWNLOAD_BAR_GRACE_MS, OVERLAYS_PER_VISIT, OVERLAY_QUIET_MS } from '../../shared/constants';

/** Higher goes first. */
export const OVERLAY_PRIORITY = {
  upgrade: 50,
  popupAnnouncements: 40,
  installSheet: 30,
  notificationPrompt: 20,
  downloadPopup: 10,
} as const;
export type OverlayName = keyof typeof OVERLAY_PRIORITY;

/** Overlays that neither the quiet time nor the cap hold back. */
const UNHELD: ReadonlySet<OverlayName> = new Set(['upgrade']);

/** What this visit has shown so far; kept for the tab's session, so a reload does not start over. */
export interface Visit {
  shown: number;
  lastClosedAt: number | null;
}

export const NEW_VISIT: Visit = { shown: 0, lastClosedAt: null };

export interface Schedule {
  /** Overlays that want to open, each with the time it is due. */
  waiting: ReadonlyMap<OverlayName, number>;
  open: ReadonlySet<OverlayName>;
  visit: Visit;
  /** Overlays that may ask soon, each with the time until which it holds back those of lower priority. */
  expected: ReadonlyMap<OverlayName, number>;
}

/** The earliest time `name` may open, due at `dueAt`: never (Infinity) once the visit's cap is reached. */
function openableAt(name: OverlayName, dueAt: number, visit: Visit): number {
  if (UNHELD.has(name)) return dueAt;
  if (visit.shown >= OVERLAYS_PER_VISIT) return Infinity;
  return Math.max(dueAt, (visit.lastClosedAt ?? -Infinity) + OVERLAY_QUIET_MS);
}

export type Decision =
  | { kind: 'open'; name: OverlayName }
  /** Nothing may open before `at`: decide again then. */
  | { kind: 'wait'; at: number }
  | { kind: 'none' };

/** Until when an expected overlay of higher priority holds `name` back (-Infinity: none does). */
function heldUntil(name: OverlayName, expected: Schedule['expected'], now: number): number {
  let until = -Infinity;
  for (const [other, expectedUntil] of expected) {
    if (OVERLAY_PRIORITY[other] > OVERLAY_PRIORITY[name] && expectedUntil > now) until = Math.max(until, expectedUntil);
  }
  return until;
}

export function decide(schedule: Schedule, now: number): Decision {
  const { waiting, open, visit, expected } = schedule;
  let next: OverlayName | null = null;
  let soonest = Infinity;
  for (const [name, dueAt] of waiting) {
    // Closing the open overlay decides again; only an unheld one joins an open overlay.
    if (open.has(name) || (open.size > 0 && !UNHELD.has(name))) continue;
    const at = Math.max(openableAt(name, dueAt, visit), heldUntil(name, expected, now));
    if (at > now) soonest = Math.min(soonest, at);
    else if (!next || OVERLAY_PRIORITY[name] > OVERLAY_PRIORITY[next]) next = name;
  }
  if (next) return { kind: 'open', name: next };
  return Number.isFinite(soonest) ? { kind: 'wait', at: soonest } : { kind: 'none' };
}

/** Until when an expected overlay holds the download bar back: the earliest end of an expectation (-Infinity: none). */
export function downloadBarHeldUntil(schedule: Schedule, now: number): number {
  let until = Infinity;
  for (const expectedUntil of schedule.expected.values()) if (expectedUntil > now) until = Math.min(until, expectedUntil);
  return Number.isFinite(until) ? until : -Infinity;
}

/**
 * The download bar may appear: no modal overlay is open or expected (home's popup announcements, before they are
 * known, would open right under it), and none may open within the grace time.
 */
export function downloadBarMayShow(schedule: Schedule, now: number): boolean {
  if (schedule.open.size > 0 || downloadBarHeldUntil(schedule, now) > now) return false;
  for (const [name, dueAt] of schedule.waiting) {
    if (openableAt(name, dueAt, schedule.visit) <= now + DOWNLOAD_BAR_GRACE_MS) return false;
  }
  return true;
}

export function opened(visit: Visit): Visit {
  return { ...visit, shown: visit.shown + 1 };
}

export function closed(visit: Visit, now: number): Visit {
  return { ...visit, lastClosedAt: now };
}

/** A stored visit, or a new one when the stored text is missing or not ours. */
export function parseVisit(text: string | null): Visit {
  if (!text) return NEW_VISIT;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return NEW_VISIT;
    const { shown, lastClosedAt } = value as Record<string, unknown>;
    if (typeof shown !== 'number' || !Number.isInteger(shown) || shown < 0) return NEW_VISIT;
    if (lastClosedAt !== null && (typeof lastClosedAt !== 'number' || !Number.isFinite(lastClosedAt))) return NEW_VISIT;
    return { shown, lastClosedAt };
  } catch {
    return NEW_VISIT;
  }
}
