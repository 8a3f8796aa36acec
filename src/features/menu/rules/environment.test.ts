/** The menu's environment (ACCEPTANCE D30, Q59): the official app, PWA, web clip and home-screen launches. */
import { describe, expect, it } from 'vitest';
import type { ClientEnvironment } from '../../environment';
import { menuEnvironment, visibleMenuEntries, type MenuVisibilityContext } from '.';
import type { MenuEntry } from '../../../shared/contract';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';

const env = (extra: Partial<ClientEnvironment> = {}): ClientEnvironment => ({
  userAgent: ANDROID,
  search: '',
  displayStandalone: false,
  ...extra,
});

const APP: MenuEntry = { type: 'APP', showGuest: true, showMember: true, showInHomescreen: false };
const shown = (client: ClientEnvironment, entry: MenuEntry = APP) => {
  const context: MenuVisibilityContext = {
    role: 'guest',
    promo: {
      VIP: { enabled: true },
      MISSION: { enabled: true },
      LOGIN: { enabled: true },
      SAVIOR: { enabled: true },
      REFERRAL: { enabled: true },
      APP_DOWNLOAD: { enabled: true },
    },
    promoCodeEnable: false,
    menuVisibility: {},
    environment: menuEnvironment(client),
  };
  return visibleMenuEntries([entry], context).length === 1;
};

describe('menu environment (D30)', () => {
  it('a plain browser shows APP', () => {
    expect(menuEnvironment(env())).toEqual({ appOrPwa: false, homeScreenLaunch: false });
    expect(shown(env())).toBe(true);
  });

  it('the official app (WLApp/ UA token or inApp=1) hides APP', () => {
    expect(shown(env({ userAgent: `${ANDROID} WLApp/2.5.0` }))).toBe(false);
    expect(shown(env({ search: '?inApp=1' }))).toBe(false);
  });

  it('an installed PWA or iOS web clip hides APP', () => {
    expect(shown(env({ displayStandalone: true }))).toBe(false);
    expect(shown(env({ userAgent: IPHONE, navigatorStandalone: true }))).toBe(false);
  });

  it('homescreen=1 (on the URL or kept for the tab) hides APP unless showInHomescreen', () => {
    expect(menuEnvironment(env({ search: '?homescreen=1' }))).toEqual({ appOrPwa: false, homeScreenLaunch: true });
    expect(shown(env({ search: '?homescreen=1' }))).toBe(false);
    expect(shown(env({ homescreenEntry: true }))).toBe(false);
    expect(shown(env({ search: '?homescreen=1' }), { ...APP, showInHomescreen: true })).toBe(true);
  });
});
