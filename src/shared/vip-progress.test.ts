import { describe, expect, it } from 'vitest';
import { vipProgress } from './vip-progress';

const gold = { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 };
const progress = (completedConditions: number, totalExpectedConditions: number) => ({
  currentProgress: { completedConditions, totalExpectedConditions },
  playerRankProgress: { labelId: 'L-GOLD' },
});

describe('VIP progress (spec §4)', () => {
  it('is 1 without a label', () => expect(vipProgress(null, progress(1, 4))).toBe(1));
  it('is completed over expected conditions with a label', () => expect(vipProgress(gold, progress(3, 4))).toBe(0.75));
  it('stays within 0 and 1', () => {
    expect(vipProgress(gold, progress(5, 4))).toBe(1);
    expect(vipProgress(gold, progress(0, 0))).toBe(1);
    expect(vipProgress(gold, undefined)).toBe(1);
  });
});
