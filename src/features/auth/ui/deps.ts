/**
 * What the auth screens hand to the flows: the page's API bridge, session and remember stores, one processing lock
 * for every login and registration of the page, the device id, the merchant's switches and a captcha runner made on
 * first use.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { acceptedGoTarget } from '../../../platform/routing/go-target';
import type { ApiBridge } from '../../../platform/api/bridge';
import type { RuntimeConfig, SiteSettings, WhitelabelValue } from '../../../shared/contract';
import { createBrowserCaptchaRunner, createBrowserRiskRunner } from '../captcha/browser';
import type { CaptchaRunner } from '../captcha/captcha-runner';
import type { AuthDeps, CaptchaGate, Switches } from '../flows/types';
import { rememberStore } from '../remember/browser';
import { configuredDefaultMobilePassword } from '../rules/default-password';
import { browserDeviceId } from '../../../platform/session/device-id';
import { createProcessingLock, type ProcessingLock } from '../rules/processing-lock';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';
import { isOfficialApp } from '../../environment';
import { track } from '../../tracking';
import { readRow } from '../../../data/page-store';
import { CURRENT } from '../../../data/schema';
import { pageState } from '../../../shared/page-runtime';

/** The lock of every login and registration on this page (a double click sends one request). */
export const authLock = pageState(createProcessingLock);
/** The verification dialog's own lock: its code is typed long after the login's lock was taken. */
export const verifyLock = pageState(createProcessingLock);

export function useLockBusy(lock: ProcessingLock = authLock()): boolean {
  return useSyncExternalStore(
    lock.subscribe,
    () => lock.busy,
    () => false,
  );
}

export interface AuthSettings {
  config:
    | Pick<
        RuntimeConfig,
        | 'merchantCode'
        | 'captchaProvider'
        | 'apiBase'
        | 'lineAuthorizeUrl'
        | 'telegramAuthUrl'
        | 'lineLiffScriptUrl'
        | 'googleIdentityScriptUrl'
        | 'facebookSdkScriptUrl'
        | 'firebaseAuthEmulatorUrl'
      >
    | null
    | undefined;
  /** sms: the Firebase settings of Google sign-in (C77). */
  settings: (Pick<SiteSettings, 'merchantCode' | 'gw'> & Partial<Pick<SiteSettings, 'sms'>>) | null | undefined;
  whitelabel: Pick<WhitelabelValue, 'whitelabelVal'> | null | undefined;
  language: string;
}

export function merchantOf(input: Pick<AuthSettings, 'config' | 'settings'>): string {
  return input.config?.merchantCode || input.settings?.merchantCode || '';
}

export function switchesOf(input: Pick<AuthSettings, 'whitelabel'>): Switches {
  return input.whitelabel?.whitelabelVal ?? {};
}

/** A captcha gate that makes the browser runner when a flow first needs it (the library loads on demand). */
export function lazyCaptcha(api: ApiBridge, read: () => AuthSettings): CaptchaGate & { destroy(): void } {
  let runner: CaptchaRunner | undefined;
  const make = (): CaptchaRunner => {
    if (runner) return runner;
    const current = read();
    const gw = current.settings?.gw;
    runner = createBrowserCaptchaRunner({
      config: current.config,
      geetestVersion: gw?.GEETEST_VERSION,
      geetestId: gw?.GEETEST_ID ?? '',
      appLanguage: current.language,
      testMode: !!switchesOf(current).GEETESTTEST3,
      fetchChallenge: () => api.call('captcha', { t: Date.now() }),
    });
    return runner;
  };
  return {
    verify: () => make().verify(),
    reset: () => runner?.reset(),
    destroy: () => {
      runner?.destroy();
      runner = undefined;
    },
  };
}

export function buildAuthDeps(
  api: ApiBridge,
  current: AuthSettings,
  extra: { captcha?: CaptchaGate; navigate?: (to: string) => void } = {},
): AuthDeps {
  return {
    api,
    session: getSessionStore(),
    remember: rememberStore(),
    lock: authLock(),
    ...(extra.captcha ? { captcha: extra.captcha } : {}),
    // Its library loads only when a login under GEETESTRISK3 asks for a token.
    risk: createBrowserRiskRunner({ config: current.config, appId: current.settings?.gw?.GEETEST_RISK_APP_ID ?? '' }),
    merchantCode: merchantOf(current),
    switches: switchesOf(current),
    geetestVersion: current.settings?.gw?.GEETEST_VERSION,
    deviceId: browserDeviceId(),
    officialApp: isOfficialApp({ userAgent: navigator.userAgent, search: location.search }),
    defaultPassword: configuredDefaultMobilePassword(),
    safeGoTarget: acceptedGoTarget,
    track: (eventName, customer) =>
      void track(eventName, customer ?? {}).catch((error: unknown) => console.error('Could not record a tracking event', error)),
    ...(extra.navigate ? { navigate: extra.navigate } : {}),
    storedMemberInfo: async () => (await readRow('memberInfo', CURRENT))?.value,
  };
}

/**
 * The deps of a screen, read fresh at each submit (the settings may arrive after the first render), with the
 * screen's captcha runner, destroyed when the screen goes.
 */
export function useAuthDeps(api: ApiBridge, current: AuthSettings, navigate: (to: string) => void): () => AuthDeps {
  const latest = useRef(current);
  latest.current = current;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const captcha = useMemo(() => lazyCaptcha(api, () => latest.current), [api]);
  useEffect(() => () => captcha.destroy(), [captcha]);
  return useMemo(
    () => () => buildAuthDeps(api, latest.current, { captcha, navigate: (to) => navigateRef.current(to) }),
    [api, captcha],
  );
}
