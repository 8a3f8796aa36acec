/** Announcement rules: which stored announcements are banners, marquee texts or popups (D39, D41; Q58), and the marquee's timing (D40). */
import type { Announcement } from '../../../shared/contract';
import { MARQUEE_TYPE } from '../../../shared/constants';

export const ANNOUNCEMENT_PLATFORM = 'M';
/** Only the general category: app_download items belong to the install issue. */
export const GENERAL_CATEGORY = 'general';

/** Marquee default speed, pixels per second (spec §9). */
export const MARQUEE_SPEED_PX_PER_S = 60;

export function ofType(announcements: readonly Announcement[] | undefined, type: string): Announcement[] {
  return (announcements ?? [])
    .filter((item) => item.type === type && (item.category ?? GENERAL_CATEGORY) === GENERAL_CATEGORY)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sort ?? 0) - (b.item.sort ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}

/** Plain text of an announcement for the marquee: tags dropped, whitespace collapsed; the title when there is no content. */
export function plainText(announcement: Pick<Announcement, 'content' | 'title'>): string {
  const text = (announcement.content ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text || announcement.title?.trim() || '';
}

export function marqueeTexts(announcements: readonly Announcement[] | undefined): string[] {
  return ofType(announcements, MARQUEE_TYPE).map(plainText).filter(Boolean);
}

/** Seconds for one pass of `distance` pixels at `speed` px/s (at least a tenth of a second). */
export function marqueeDurationS(distancePx: number, speed = MARQUEE_SPEED_PX_PER_S): number {
  if (!(speed > 0) || !(distancePx > 0)) return 0.1;
  return Math.max(0.1, distancePx / speed);
}
