/**
 * Telegram's mini-app at start (spec §4 Social login, §6; ACCEPTANCE C81, G34): inside Telegram the page already holds
 * the member's signed initData, so with TELEGRAMLOGIN3 on and no session in the tab it logs in with it, once per
 * page, as the Telegram button would. A failure is presented like any login's. (The backend makes the account of a new
 * Telegram user itself, Q48; where one answers not.exists.user instead, the Telegram button offers the choice.)
 */
import type { ApiBridge } from '../../../platform/api/bridge';
import { presentFailure } from '../../../platform/dialogs';
import { GO_QUERY_PARAM } from '../../../shared/constants';
import { pageState } from '../../../shared/page-runtime';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';
import { socialLogin, type SocialOutcome } from '../flows/social';
import { pageRegisterEnvironment } from '../page-environment';
import { pendingIdentityStore } from '../social/pending-identity';
import { buildAuthDeps, switchesOf } from './deps';
import { navigateFromStart, readStoredAuthSettings } from './start-support';

const attempt = pageState(() => ({ started: false }));

/** Null when it did not try: already tried, a session is there, or the merchant has Telegram login off. */
export async function startTelegramMiniAppLogin(api: ApiBridge, initData: string): Promise<SocialOutcome | null> {
  if (attempt().started) return null;
  attempt().started = true;
  if (getSessionStore().get()) return null;
  const current = await readStoredAuthSettings();
  if (!switchesOf(current).TELEGRAMLOGIN3) return null;
  const deps = buildAuthDeps(api, current, { navigate: navigateFromStart });
  const outcome = await socialLogin(
    deps,
    {
      goTarget: new URLSearchParams(location.search).get(GO_QUERY_PARAM),
      autoRegister: !!current.register?.ssoAutoRegister,
      environment: pageRegisterEnvironment({
        mobilePassword: !!current.register?.mobilePassword,
        smsTemplate: current.register?.smsTemplate ?? '',
        captchaEnabled: false,
      }),
      pending: pendingIdentityStore(),
    },
    { channel: 'telegram', telegramAuth: initData },
  );
  if (outcome.kind === 'error') presentFailure(outcome.error, { call: 'loginTelegram' });
  else if (outcome.kind === 'navigate' && outcome.renewError) presentFailure(outcome.renewError, { call: 'memberInfo' });
  return outcome;
}
