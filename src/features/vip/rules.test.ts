import { describe, expect, it } from 'vitest';
import { progressPercent, rankScale, showVipBenefit, vipStanding } from './rules';

const gold = { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 };

describe('the VIP card', () => {
  it('shows progress only to a member with a VIP level, and none at all when the merchant has no VIP (G16, Q97)', () => {
    expect(vipStanding(gold, true)).toBe('progress');
    expect(vipStanding(gold, undefined)).toBe('progress');
    expect(vipStanding(gold, false)).toBe('none');
  });

  it('draws the rank scale of vipRankLevel ranks, the member’s marked and a rank above the scale at its top (G16)', () => {
    expect(rankScale(5, 3)).toEqual([
      { rank: 1, reached: true, current: false },
      { rank: 2, reached: true, current: false },
      { rank: 3, reached: true, current: true },
      { rank: 4, reached: false, current: false },
      { rank: 5, reached: false, current: false },
    ]);
    expect(rankScale(3, 7).map((step) => step.current)).toEqual([false, false, true]);
    expect(rankScale(4, 0).some((step) => step.reached)).toBe(false);
    expect(rankScale(undefined, 2)).toEqual([]);
    expect(rankScale(0, 2)).toEqual([]);
  });

  it('tells a member without a level how to get one, or says nothing when the merchant has no VIP', () => {
    expect(vipStanding(null, true)).toBe('invitation');
    expect(vipStanding(undefined, true)).toBe('invitation');
    expect(vipStanding(null, false)).toBe('none');
    expect(vipStanding(null, undefined)).toBe('none');
  });

  it('turns the stored progress into a whole percentage within 0–100', () => {
    expect(progressPercent(0.75)).toBe(75);
    expect(progressPercent(1.4)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
    expect(progressPercent(undefined)).toBe(0);
  });

  it('shows the benefits for AUTO labels only (D46)', () => {
    expect(showVipBenefit(gold)).toBe(true);
    expect(showVipBenefit({ type: 'MANUAL' })).toBe(false);
    expect(showVipBenefit(null)).toBe(false);
  });
});
