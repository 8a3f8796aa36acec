/** What a screen offers, and when a social sign-in may start on its own (C75, C94, G26). */
import { describe, expect, it } from 'vitest';
import { FEATURE_SWITCHES, type FeatureSwitch } from '../../../../shared/constants';
import type { ScreenAuthSettings } from '../use-auth-settings';
import { googleLoginOffered, offeredChannels, socialSettingsReady } from './offered-channels';

const switches = (...on: FeatureSwitch[]) => ({
  whitelabelVal: Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, on.includes(name)])) as Record<FeatureSwitch, boolean>,
});
const firebaseSms = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', googleWebClientId: 'client.apps' };

function screen(overrides: Partial<ScreenAuthSettings> = {}): ScreenAuthSettings {
  return {
    config: { merchantCode: 'DEMO', captchaProvider: 'local', apiBase: '', googleIdentityScriptUrl: '/__emu/gsi/client' },
    settings: { merchantCode: 'DEMO', gw: {}, sms: firebaseSms } as unknown as ScreenAuthSettings['settings'],
    site: undefined,
    whitelabel: switches('GOOGLELOGIN3', 'TELEGRAMLOGIN3'),
    country: undefined,
    register: {} as ScreenAuthSettings['register'],
    language: 'EN',
    ...overrides,
  };
}

describe('social sign-in settings', () => {
  it('waits for the runtime config, the switches and the register settings before anything starts on its own', () => {
    expect(socialSettingsReady(screen())).toBe(true);
    // One-tap without the config would load the real Google script, not the merchant's configured one.
    expect(socialSettingsReady(screen({ config: undefined }))).toBe(false);
    expect(socialSettingsReady(screen({ whitelabel: undefined }))).toBe(false);
    expect(socialSettingsReady(screen({ register: undefined }))).toBe(false);
  });

  it('offers nothing before the screen is ready: a press would go to the real providers, or decide a new identity wrongly', () => {
    expect(offeredChannels(screen({ register: undefined }))).toEqual({
      google: false,
      facebook: false,
      twitter: false,
      line: false,
      telegram: false,
    });
    expect(googleLoginOffered(screen({ config: null }))).toBe(false);
  });

  it('offers each channel under its switch and the settings it needs', () => {
    expect(offeredChannels(screen())).toEqual({ google: true, facebook: false, twitter: false, line: false, telegram: true });
    expect(googleLoginOffered(screen({ whitelabel: switches() }))).toBe(false);
    expect(
      googleLoginOffered(
        screen({
          settings: {
            merchantCode: 'DEMO',
            gw: {},
            sms: { ...firebaseSms, googleWebClientId: '' },
          } as unknown as ScreenAuthSettings['settings'],
        }),
      ),
    ).toBe(false);
  });
});
