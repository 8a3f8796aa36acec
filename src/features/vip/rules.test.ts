import { describe, expect, it } from 'vitest';
import { progressPercent, showVipBenefit, vipStanding } from './rules';

const gold = { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 };

describe('the VIP card', () => {
  it('shows progress only to a member with a VIP level', () => {
    expect(vipStanding(gold, true)).toBe('progress');
    expect(vipStanding(gold, false)).toBe('progress');
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
