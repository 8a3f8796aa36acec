/**
 * The profile icons a member picks from (spec §3 Site settings gw.PROFILE_ICON_COUNT, §9; ACCEPTANCE G14): as many as
 * the merchant's count, each the member's initial on its own colour, spread evenly round the colour wheel. The
 * contract has no call to store the choice, so it stays on the device, per merchant and member.
 */
import { PROFILE_ICON_COUNT_DEFAULT } from '../../../shared/constants';

/** More than this many icons would not fit the picker; a larger count is taken as this. */
export const PROFILE_ICON_COUNT_MAX = 48;

/** The merchant's count when it is a whole number from 1 to the maximum, else the default (9). */
export function profileIconCount(configured: unknown): number {
  if (typeof configured !== 'number' || !Number.isInteger(configured) || configured < 1) return PROFILE_ICON_COUNT_DEFAULT;
  return Math.min(configured, PROFILE_ICON_COUNT_MAX);
}

/** The hue (degrees) of icon `index` of `count`. */
export function profileIconHue(index: number, count: number): number {
  return Math.round((360 * index) / Math.max(1, count)) % 360;
}

/** localStorage key of a member's chosen icon. */
export function profileIconKey(merchant: string, memberId: string): string {
  return `profileIcon:${merchant}:${memberId}`;
}

/** A stored choice, if it is one of the icons on offer now (a merchant may lower the count). */
export function storedProfileIcon(stored: string | null, count: number): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const index = Number(stored);
  return index < count ? index : null;
}

/** The CSS colour of icon `index` of `count`: white text reads on every one. */
export function profileIconColour(index: number, count: number): string {
  return `hsl(${profileIconHue(index, count)} 62% 42%)`;
}
