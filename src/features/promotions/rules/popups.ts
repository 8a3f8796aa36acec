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
