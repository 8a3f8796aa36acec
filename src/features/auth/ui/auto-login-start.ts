/**
 * Auto login at start (spec §4 Login, §5; ACCEPTANCE C29, C39–C45): once the settings of this visit are in Dexie,
 * the remembered login is tried when every condition holds (same merchant, not SMS, autoLogin flag not '0',
 * MOBILEAUTOLOGIN3 on). The remembered password comes from the AES-GCM vault (see deps.ts). On an entry screen
 * (/m/login, /m/register) the member continues to the go target or /m/home; elsewhere the page simply gains the
 * session, except that a forced password change always goes to /m/changePsw. A failure is presented with the
 * auto-login context (credentials forgotten on login.cred.err and not.exists.user; token_ip_different turns auto
 * login off); a closed captcha is silent.
 */
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { ApiBridge } from '../../../platform/api/bridge';
import { presentFailure } from '../../../platform/dialogs';
import { pickTrackingParams, withTrackingParams } from '../../../platform/routing/tracking-params';
import { readStoredTrackingParams } from '../../../platform/routing/tracking-store';
import { readRow } from '../../../data/page-store';
import { CURRENT } from '../../../data/schema';
import { languageController } from '../../../i18n';
import { GO_QUERY_PARAM } from '../../../shared/constants';
import { pageState } from '../../../shared/page-runtime';
import type { RuntimeConfig } from '../../../shared/contract';
import { autoLogin, type AutoLoginOutcome } from '../flows/login';
import { CHANGE_PASSWORD_ROUTE } from '../rules/destination';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';
import { rememberStore } from '../remember/browser';
import { buildAuthDeps, lazyCaptcha, type AuthSettings } from './deps';

const ENTRY_PATHS = ['/m/login', '/m/register', '/m/register.html'];

function onEntryScreen(): boolean {
  const path = location.pathname.replace(/\/+$/, '');
  return ENTRY_PATHS.includes(path);
}

function go(path: string): void {
  browserNavigate(withTrackingParams(path, pickTrackingParams(location.search), readStoredTrackingParams()), { replace: true });
}

const attempt = pageState(() => ({ started: false }));

/** Runs once per page; null when nothing was remembered or a session is already there. */
export async function startAutoLogin(api: ApiBridge): Promise<AutoLoginOutcome | null> {
  if (attempt().started) return null;
  attempt().started = true;
  const remember = rememberStore();
  if (getSessionStore().get() || !remember.peek()) return null;
  const [config, settings, whitelabel] = await Promise.all([
    readRow('systemState', 'config'),
    readRow('siteSettings', CURRENT),
    readRow('featureSwitches', CURRENT),
  ]);
  const current: AuthSettings = {
    config: config?.value as RuntimeConfig | undefined,
    settings: settings?.value,
    whitelabel: whitelabel?.value,
    language: languageController.current,
  };
  const captcha = lazyCaptcha(api, () => current);
  const deps = buildAuthDeps(api, current, {
    captcha,
    navigate: (to) => {
      if (onEntryScreen() || to === CHANGE_PASSWORD_ROUTE) go(to);
    },
  });
  const outcome = await autoLogin(deps, { goTarget: new URLSearchParams(location.search).get(GO_QUERY_PARAM) });
  captcha.destroy();
  if (outcome.kind === 'error') presentFailure(outcome.error, { call: 'login', autoLogin: true });
  else if (outcome.kind === 'navigate' && outcome.renewError) presentFailure(outcome.renewError, { call: 'memberInfo' });
  return outcome;
}
