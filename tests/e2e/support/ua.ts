/** The UA presets of ACCEPTANCE 0.3, shared by the unit tests of the environment rules and the end-to-end tests. */
const SAFARI = 'AppleWebKit/605.1.15 (KHTML, like Gecko)';

export const UA = {
  DESKTOP: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  ANDROID:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  IOS13: `Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) ${SAFARI} Version/13.1.2 Mobile/15E148 Safari/604.1`,
  IOS15: `Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) ${SAFARI} Version/15.6 Mobile/15E148 Safari/604.1`,
  IOS164: `Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) ${SAFARI} Version/16.4 Mobile/15E148 Safari/604.1`,
  IOS17_CHROME: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) ${SAFARI} CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1`,
  LINE: `Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) ${SAFARI} Mobile/15E148 Safari Line/13.1.0`,
  FACEBOOK:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.0;]',
  FIREFOX: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  MAC_SAFARI: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${SAFARI} Version/17.2 Safari/605.1.15`,
  /** The official app on Android at a given version (UA token WLApp/<version>). */
  inApp: (version: string) =>
    `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 WLApp/${version}`,
} as const;
