/**
 * Download bar, popup and app upgrade rules (spec §4 Download bar, §5, §9; ACCEPTANCE E16–E30, Q68–Q71), with the
 * environment as input.
 */
import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  downLinkObj,
  downloadBarExpected,
  downloadBarHidden,
  downloadPopupTarget,
  hideDownloadBarFromEntry,
  opensInSameWindow,
  platformLink,
  upgradeNeeded,
  upgradeTarget,
  type DownloadOfferInput,
} from './download-rules';
import type { ClientEnvironment } from '../environment';
import type { DownloadSetting } from '../../shared/contract';
import { UA } from '../../../tests/e2e/support/ua';

const env = (userAgent: string, extra: Partial<ClientEnvironment> = {}): ClientEnvironment => ({
  userAgent,
  search: '',
  displayStandalone: false,
  ...extra,
});
const LINKS: DownloadSetting['links'] = [
  { resourceType: 'IOS', url: 'https://apps.test/store/demo' },
  { resourceType: 'MOBILECONFIG', url: 'https://www.demo.test/download/demo.mobileconfig' },
  { resourceType: 'Android', url: 'https://www.demo.test/download/demo.apk' },
  { resourceType: 'AppDownloadIcon', url: '/img/brand/DEMO/icon-192.png' },
];
const setting = (patch: Partial<DownloadSetting> = {}): DownloadSetting => ({
  links: LINKS,
  requiredLogin: false,
  minVipRank: 0,
  variant: 'default',
  mode: 'APP',
  latestAppVersion: '2.5.0',
  redirectUrl: '/m/download',
  gift: false,
  ...patch,
});
const only = (...types: string[]) => LINKS.filter((link) => types.includes(link.resourceType));
const bar = (patch: Partial<DownloadOfferInput> = {}): DownloadOfferInput => ({
  env: env(UA.ANDROID),
  setting: setting(),
  loggedIn: false,
  vipRank: null,
  hideDownloadBar: false,
  closed: false,
  relatedAppInstalled: false,
  ...patch,
});

describe('links', () => {
  it('downLinkObj keys the links by resource type (E26)', () => {
    expect(downLinkObj(setting())).toEqual({
      IOS: 'https://apps.test/store/demo',
      MOBILECONFIG: 'https://www.demo.test/download/demo.mobileconfig',
      Android: 'https://www.demo.test/download/demo.apk',
      AppDownloadIcon: '/img/brand/DEMO/icon-192.png',
    });
    expect(downLinkObj(undefined)).toEqual({});
  });

  it('the platform link: IOS then MOBILECONFIG on iOS, Android on Android, none on desktop', () => {
    const links = downLinkObj(setting());
    expect(platformLink(env(UA.IOS15), links)).toBe(links.IOS);
    expect(platformLink(env(UA.IOS15), downLinkObj(setting({ links: only('MOBILECONFIG') })))).toBe(links.MOBILECONFIG);
    expect(platformLink(env(UA.ANDROID), links)).toBe(links.Android);
    expect(platformLink(env(UA.DESKTOP), links)).toBeUndefined();
  });

  it('.mobileconfig, .apk and .ipa open in the same window, others in a new one (E27)', () => {
    expect(opensInSameWindow('https://x.test/a.apk')).toBe(true);
    expect(opensInSameWindow('https://x.test/a.IPA?x=1')).toBe(true);
    expect(opensInSameWindow('/download/demo.mobileconfig#top')).toBe(true);
    expect(opensInSameWindow('https://apps.test/store/demo')).toBe(false);
    expect(opensInSameWindow('https://x.test/apk')).toBe(false);
  });

  it('the entry query hideDownloadBar=1 sets the flag (Q68)', () => {
    expect(hideDownloadBarFromEntry('?hideDownloadBar=1')).toBe(true);
    expect(hideDownloadBarFromEntry('?hideDownloadBar=0')).toBe(false);
    expect(hideDownloadBarFromEntry('')).toBe(false);
  });
});

describe('download bar hide rules', () => {
  it('shows for an Android guest with an Android link (E16)', () => {
    expect(downloadBarHidden(bar())).toBeNull();
  });

  it('only with a link for the platform (E18)', () => {
    expect(downloadBarHidden(bar({ setting: setting({ links: only('IOS') }) }))).toBe('noLink');
    expect(downloadBarHidden(bar({ env: env(UA.IOS15), setting: setting({ links: only('IOS') }) }))).toBeNull();
    expect(downloadBarHidden(bar({ env: env(UA.DESKTOP) }))).toBe('noLink');
    expect(downloadBarHidden(bar({ setting: undefined }))).toBe('noSetting');
  });

  it('hidden inside the app, an installed PWA, or with the related app installed (E19)', () => {
    expect(downloadBarHidden(bar({ env: env(UA.inApp('2.5.0')) }))).toBe('app');
    expect(downloadBarHidden(bar({ env: env(UA.ANDROID, { search: '?inApp=1' }) }))).toBe('app');
    expect(downloadBarHidden(bar({ env: env(UA.ANDROID, { displayStandalone: true }) }))).toBe('app');
    expect(downloadBarHidden(bar({ relatedAppInstalled: true }))).toBe('app');
  });

  it('hidden by the session flag hideDownloadBar and after the member closed it (E20, E21)', () => {
    expect(downloadBarHidden(bar({ hideDownloadBar: true }))).toBe('hideDownloadBar');
    expect(downloadBarHidden(bar({ closed: true }))).toBe('closed');
  });

  it('an iOS web clip needs an IOS link (E22, Q69)', () => {
    const clip = env(UA.IOS15, { displayStandalone: true, navigatorStandalone: true });
    expect(downloadBarHidden(bar({ env: clip, setting: setting({ links: only('MOBILECONFIG') }) }))).toBe(
      'webClipWithoutIosLink',
    );
    expect(downloadBarHidden(bar({ env: clip }))).toBeNull();
  });

  it('in PWA mode, iOS below 16.4 or outside Safari is hidden (E23, Q69)', () => {
    const pwa = setting({ mode: 'PWA' });
    expect(downloadBarHidden(bar({ env: env(UA.IOS13), setting: pwa }))).toBe('iosWithoutPwa');
    expect(downloadBarHidden(bar({ env: env(UA.IOS17_CHROME), setting: pwa }))).toBe('iosWithoutPwa');
    expect(downloadBarHidden(bar({ env: env(UA.IOS164), setting: pwa }))).toBeNull();
    expect(downloadBarHidden(bar({ env: env(UA.IOS13) }))).toBeNull();
  });

  it('requiredLogin needs a session (E24)', () => {
    expect(downloadBarHidden(bar({ setting: setting({ requiredLogin: true }) }))).toBe('login');
    expect(downloadBarHidden(bar({ setting: setting({ requiredLogin: true }), loggedIn: true }))).toBeNull();
  });

  it('a minimum VIP rank needs a member of at least that rank (E25)', () => {
    const vip = setting({ minVipRank: 3 });
    expect(downloadBarHidden(bar({ setting: vip, loggedIn: true, vipRank: 3 }))).toBeNull();
    expect(downloadBarHidden(bar({ setting: vip, loggedIn: true, vipRank: 1 }))).toBe('vipRank');
    expect(downloadBarHidden(bar({ setting: vip, loggedIn: true, vipRank: null }))).toBe('vipRank');
    expect(downloadBarHidden(bar({ setting: vip }))).toBe('vipRank');
  });
});

describe("the bar's room before its data (CLS)", () => {
  const now = (patch: Partial<Pick<DownloadOfferInput, 'env' | 'hideDownloadBar' | 'closed'>> = {}) => ({
    env: env(UA.ANDROID),
    hideDownloadBar: false,
    closed: false,
    ...patch,
  });

  it('is kept on a phone on a first visit, and after a visit where the bar showed', () => {
    expect(downloadBarExpected(now(), null)).toBe(true);
    expect(downloadBarExpected(now({ env: env(UA.IOS15) }), null)).toBe(true);
    expect(downloadBarExpected(now(), 'shown')).toBe(true);
  });

  it('is not kept where the bar cannot show or stayed hidden last time', () => {
    expect(downloadBarExpected(now({ env: env(UA.DESKTOP) }), null)).toBe(false);
    expect(downloadBarExpected(now({ env: env(UA.inApp('2.5.0')) }), null)).toBe(false);
    expect(downloadBarExpected(now({ env: env(UA.ANDROID, { displayStandalone: true }) }), null)).toBe(false);
    expect(downloadBarExpected(now({ hideDownloadBar: true }), null)).toBe(false);
    expect(downloadBarExpected(now({ closed: true }), null)).toBe(false);
    expect(downloadBarExpected(now(), 'hidden')).toBe(false);
  });
});

describe('download popup (E28, Q70)', () => {
  const popup = (patch: Partial<DownloadOfferInput> = {}) => downloadPopupTarget({ ...bar(), ...patch });
  it('opens MOBILECONFIG on iOS and Android on Android', () => {
    expect(popup({ env: env(UA.IOS15) })).toBe('https://www.demo.test/download/demo.mobileconfig');
    expect(popup({ env: env(UA.IOS15), setting: setting({ links: only('IOS') }) })).toBe('https://apps.test/store/demo');
    expect(popup()).toBe('https://www.demo.test/download/demo.apk');
    expect(popup({ env: env(UA.DESKTOP) })).toBeUndefined();
  });

  it('not once closed this session, nor inside the app or an installed PWA', () => {
    expect(popup({ closed: true })).toBeUndefined();
    expect(popup({ hideDownloadBar: true })).toBeUndefined();
    expect(popup({ env: env(UA.inApp('2.5.0')) })).toBeUndefined();
    expect(popup({ env: env(UA.ANDROID, { displayStandalone: true }) })).toBeUndefined();
    expect(popup({ setting: setting({ requiredLogin: true }) })).toBeUndefined();
  });
});

describe('app upgrade (E29, E30, Q71)', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('2.4.10', '2.4.9')).toBe(1);
    expect(compareVersions('2.4.72', '2.4.72')).toBe(0);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('2.4.71', '2.5.0')).toBe(-1);
  });

  it('shows inside the app below the latest version only', () => {
    expect(upgradeNeeded(env(UA.inApp('2.4.70')), setting())).toBe(true);
    expect(upgradeNeeded(env(UA.inApp('2.5.0')), setting())).toBe(false);
    expect(upgradeNeeded(env(UA.ANDROID), setting())).toBe(false);
    expect(upgradeNeeded(env(UA.ANDROID, { search: '?inApp=1' }), setting())).toBe(false);
    expect(upgradeNeeded(env(UA.inApp('2.4.70')), setting({ latestAppVersion: '' }))).toBe(false);
  });

  it('2.4.72 and later download the platform link; older apps open the redirect page', () => {
    expect(upgradeTarget(env(UA.inApp('2.4.72')), setting())).toEqual({
      kind: 'download',
      url: 'https://www.demo.test/download/demo.apk',
    });
    expect(upgradeTarget(env(UA.inApp('2.4.71')), setting())).toEqual({ kind: 'redirect', url: '/m/download' });
    expect(upgradeTarget(env(UA.inApp('2.4.71')), setting({ redirectUrl: '' }))).toEqual({
      kind: 'redirect',
      url: '/m/download',
    });
    expect(upgradeTarget(env(UA.inApp('2.4.80')), setting({ links: only('IOS') }))).toEqual({
      kind: 'redirect',
      url: '/m/download',
    });
  });
});
