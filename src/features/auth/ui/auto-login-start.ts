/**
 * Auto login at start (spec §4 Login, §5; ACCEPTANCE C29, C39–C45): once the settings of this visit are in Dexie,
 * the remembered login is tried when every condition holds (same merchant, not SMS, autoLogin flag not '0',
 * MOBILEAUTOLOGIN3 on). The remembered password comes from the AES-GCM vault (see deps.ts). On an entry screen
 * (/m/login, /m/register) the member continues to the go target or /m/home; elsewhere the page simply gains the
 * session, except that a forced password change always goes to /m/changePsw. A failure is presented with the
 * auto-login context (credentials forgotten on login.cred.err and not.exists.user; token_ip_different turns auto
 * login off); a closed captcha is silent.
 */
import type { ApiBridge } from '../../../platform/api/bridge';
import { presentFailure } from '../../../platform/dialogs';
import { GO_QUERY_PARAM } from '../../../shared/constants';
import { pageState } from '../../../shared/page-runtime';
import { autoLogin, type AutoLoginOutcome } from '../flows/login';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';
import { rememberStore } from '../remember/browser';
import { buildAuthDeps, lazyCaptcha } from './deps';
import { navigateFromStart, readStoredAuthSettings } from './start-support';

const attempt = pageState(() => ({ started: false }));

/** Runs once per page; null when nothing was remembered or a session is already there. */
export async function startAutoLogin(api: ApiBridge): Promise<AutoLoginOutcome | null> {
  if (attempt().started) return null;
  attempt().started = true;
  const remember = rememberStore();
  if (getSessionStore().get() || !remember.peek()) return null;
  const current = await readStoredAuthSettings();
  const captcha = lazyCaptcha(api, () => current);
  const deps = buildAuthDeps(api, current, { captcha, navigate: navigateFromStart });
  const outcome = await autoLogin(deps, { goTarget: new URLSearchParams(location.search).get(GO_QUERY_PARAM) });
  captcha.destroy();
  if (outcome.kind === 'error') presentFailure(outcome.error, { call: 'login', autoLogin: true });
  else if (outcome.kind === 'navigate' && outcome.renewError) presentFailure(outcome.renewError, { call: 'memberInfo' });
  return outcome;
}
