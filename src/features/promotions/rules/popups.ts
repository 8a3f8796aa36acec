/**
 * Popup announcements (spec §2 Screens; ACCEPTANCE D41, Q58): the POPUP announcements in their sort order, shown in
 * a modal carousel on /m/home at most once per browser session (tab).
 */
import type { Announcement } from '../../../shared/contract';
import { POPUP_TYPE } from '../../../shared/constants';

/** sessionStorage key set once the carousel has been shown in this session. */
export const POPUPS_SHOWN_KEY = 'popupAnnouncementsShown';

/** The slides: general POPUP announcements with a title, an image or content, by sort then id. */
export function popupSlides(rows: readonly Announcement[] | undefined): Announcement[] {
  return (rows ?? [])
    .filter((row) => row.type === POPUP_TYPE && (row.category ?? 'general') === 'general')
    .filter((row) => Boolean(row.title || row.imageUrl || row.content))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id.localeCompare(b.id));
}

/** Whether to open the carousel now: on home, with slides, and not yet shown in this session. */
export function shouldShowPopups(input: { onHome: boolean; slides: number; shownThisSession: boolean }): boolean {
  return input.onHome && input.slides > 0 && !input.shownThisSession;
}

/** The slide after a move, clamped to the ends (no wrap: the last slide's next is disabled). */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** A drag shorter than this, or more vertical than horizontal, is not a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * The step a swipe makes before the carousel library has loaded: a drag towards the start of the line shows the next
 * slide (to the left, or to the right in a right-to-left page), the other way the previous one; 0 for no swipe.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = rtl ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
