import { describe, expect, it } from 'vitest';
import { PROFILE_ICON_COUNT_DEFAULT } from '../../../shared/constants';
import { PROFILE_ICON_COUNT_MAX, profileIconCount, profileIconHue, profileIconKey, storedProfileIcon } from './profile-icons';

describe('profile icons (G14)', () => {
  it('offers the merchant’s count, else the default 9, and never more than fit', () => {
    expect(PROFILE_ICON_COUNT_DEFAULT).toBe(9);
    expect(profileIconCount(12)).toBe(12);
    expect(profileIconCount(undefined)).toBe(9);
    expect(profileIconCount(0)).toBe(9);
    expect(profileIconCount(2.5)).toBe(9);
    expect(profileIconCount('12')).toBe(9);
    expect(profileIconCount(500)).toBe(PROFILE_ICON_COUNT_MAX);
  });

  it('spreads the icons evenly round the colour wheel', () => {
    expect(Array.from({ length: 4 }, (_, index) => profileIconHue(index, 4))).toEqual([0, 90, 180, 270]);
    expect(new Set(Array.from({ length: 12 }, (_, index) => profileIconHue(index, 12))).size).toBe(12);
  });

  it('keeps a choice per merchant and member, and drops one no longer on offer', () => {
    expect(profileIconKey('DEMO', 'M1')).toBe('profileIcon:DEMO:M1');
    expect(storedProfileIcon('3', 9)).toBe(3);
    expect(storedProfileIcon('11', 9)).toBeNull();
    expect(storedProfileIcon('x', 9)).toBeNull();
    expect(storedProfileIcon('-1', 9)).toBeNull();
    expect(storedProfileIcon(null, 9)).toBeNull();
  });
});
