import { describe, expect, it } from 'vitest';
import { FEATURE_SWITCHES, type FeatureSwitch } from '../shared/constants';
import type { WhitelabelValue } from '../shared/contract';
import { FEATURE_SWITCH_INFO, isFeatureSwitch, isMenuKeyVisible, isSwitchOn } from './feature-switches';

function whitelabel(on: FeatureSwitch[], menuVisibility: Record<string, boolean> = {}): WhitelabelValue {
  const whitelabelVal = Object.fromEntries(FEATURE_SWITCHES.map((key) => [key, on.includes(key)])) as Record<
    FeatureSwitch,
    boolean
  >;
  return { whitelabelVal, menuVisibility };
}

describe('feature switches (spec §3)', () => {
  it('describes every one of the 19 switches, and nothing else', () => {
    expect(Object.keys(FEATURE_SWITCH_INFO).sort()).toEqual([...FEATURE_SWITCHES].sort());
    for (const description of Object.values(FEATURE_SWITCH_INFO)) expect(description.length).toBeGreaterThan(10);
  });

  it('a switch is on only when the whitelabel says true', () => {
    const value = whitelabel(['REWCEN3']);
    expect(isSwitchOn(value, 'REWCEN3')).toBe(true);
    expect(isSwitchOn(value, 'INBOX3')).toBe(false);
    expect(isSwitchOn(undefined, 'REWCEN3')).toBe(false);
  });

  it('recognises switch names', () => {
    expect(isFeatureSwitch('INBOX3')).toBe(true);
    expect(isFeatureSwitch('REFERRAL')).toBe(false);
  });

  describe('menu visibility (G17, G30, G31)', () => {
    it('the merchant map hides a switch-backed entry that is on', () => {
      expect(isMenuKeyVisible(whitelabel(['REWCEN3']), 'REWCEN3')).toBe(true);
      expect(isMenuKeyVisible(whitelabel(['REWCEN3'], { REWCEN3: false }), 'REWCEN3')).toBe(false);
    });

    it('a switch-backed entry needs its switch on, even when the map says true', () => {
      expect(isMenuKeyVisible(whitelabel([], { INBOX3: true }), 'INBOX3')).toBe(false);
      expect(isMenuKeyVisible(whitelabel(['INBOX3'], { INBOX3: true }), 'INBOX3')).toBe(true);
    });

    it('a plain menu key is visible unless the map hides it; removing the override restores it', () => {
      expect(isMenuKeyVisible(whitelabel([]), 'REFERRAL')).toBe(true);
      expect(isMenuKeyVisible(whitelabel([], { REFERRAL: false }), 'REFERRAL')).toBe(false);
      expect(isMenuKeyVisible(whitelabel([], { VIP: false }), 'REFERRAL')).toBe(true);
    });

    it('before the switches are known, plain keys show and switch-backed ones do not', () => {
      expect(isMenuKeyVisible(undefined, 'REFERRAL')).toBe(true);
      expect(isMenuKeyVisible(undefined, 'REWCEN3')).toBe(false);
    });
  });
});
