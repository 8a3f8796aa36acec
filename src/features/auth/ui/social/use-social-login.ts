/**
 * The social logins of a screen (spec §4 Social login; ACCEPTANCE C76, C79–C84, C86–C89, C91–C93, C95–C104): the LINE
 * trip (authorize, then the code on the return to /m/login; inside the LINE app, LIFF's access token), the Telegram popup and its message, the #tgAuthResult
 * fragment, Google (one-tap too), Facebook and Twitter through Firebase Auth, and the choose dialog's two ways on. Outcomes
 * go to the screen's presenter like any login's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useApi } from '../../../../platform/session';
import { browserClientEnvironment, isLineBrowser } from '../../../environment';
import { showAlert } from '../../../../platform/dialogs';
import { useAppNavigate } from '../../../../platform/routing';
import { shellMessages } from '../../../../i18n/messages';
import {
  GO_QUERY_PARAM,
  GOOGLE_ONE_TAP_DELAY_MS,
  REGISTER_PATH,
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_WIDTH,
} from '../../../../shared/constants';
import { pageState } from '../../../../shared/page-runtime';
import type { ApiBridge } from '../../../../platform/api/bridge';
import { pageRegisterEnvironment } from '../../page-environment';
import {
  firebaseLogin,
  lineCredentialLogin,
  registerSocialIdentity,
  socialLogin,
  type SocialContext,
  type SocialOutcome,
} from '../../flows/social';
import type { AuthDeps } from '../../flows/types';
import {
  isShownLineFailure,
  lineAuthorizeUrl,
  lineRedirectUri,
  newLineState,
  readLineReturn,
  searchWithoutLineReturn,
} from '../../social/line';
import { liffAccessToken } from '../../social/line-liff';
import { FIREBASE_PROVIDER_NAMES, pendingIdentityStore, type SocialIdentity } from '../../social/pending-identity';
import type { FirebaseSocialChannel } from '../../social/firebase-auth';
import { signInThroughFirebase, type FirebaseSignInTrigger } from '../../social/firebase-sign-in';
import {
  authResultFromFragment,
  authResultFromMessage,
  fragmentWithoutAuthResult,
  telegramAuthPageOrigin,
  telegramAuthPageUrl,
  telegramAuthPayload,
} from '../../social/telegram';
import { switchesOf } from '../deps';
import { googleLoginOffered } from './offered-channels';
import { firebaseFailureText, presentOutcome } from '../outcome';
import type { ScreenAuthSettings } from '../use-auth-settings';

type TelegramSetting = { botId: string; authDomain: string };

/** The returns of one address are handled once per page (React may run an effect twice). */
const handledReturns = pageState(() => new Set<string>());

export interface SocialLoginState {
  /** The identity whose member is choosing between an existing account and a new one (C86). */
  choosing: SocialIdentity | null;
  busy: boolean;
  startLine(): void;
  startTelegram(): void;
  /** Google, Facebook or Twitter through Firebase, logged in with type firebase (C76, Q44). */
  startFirebase(channel: FirebaseSocialChannel): void;
  /** A Firebase phone sign-in (an SMS code Firebase checked, C78): its id token logs in with firebaseChannel SMS. */
  loginWithPhoneSignIn(idToken: string): void;
  /** Telegram's mini-app already holds the member's signed data (C81, G34). */
  loginWithTelegramData(initData: string): void;
  chooseExisting(): void;
  chooseRegister(): void;
  closeChoice(): void;
}

function popupFeatures(): string {
  const left = Math.max(0, Math.round((screen.width - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((screen.height - SOCIAL_POPUP_HEIGHT) / 2));
  return `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`;
}

function stopTelegramListener(listener: { current: ((event: MessageEvent) => void) | null }): void {
  if (listener.current) window.removeEventListener('message', listener.current);
  listener.current = null;
}

function useTelegramSetting(api: ApiBridge, enabled: boolean): TelegramSetting | null {
  const [setting, setSetting] = useState<TelegramSetting | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.call('telegramSetting', {}, { silent: true }).then((answer) => {
      if (live && answer.ok && answer.value.botId) setSetting(answer.value);
    });
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return setting;
}

export function useSocialLogin(options: {
  deps: () => AuthDeps;
  settings: ScreenAuthSettings;
  goTarget: string | null;
  /** On /m/login: the LINE code and the Telegram fragment of the address are this screen's to handle. */
  handleReturns: boolean;
  /** The choose dialog's "existing account" on a screen without the login form (the registration modal). */
  onExisting?: () => void;
  /** Called before the choose dialog's "Register new" goes to /m/register: the registration modal closes (C87). */
  onLeave?: () => void;
}): SocialLoginState {
  const { deps, settings, handleReturns } = options;
  const { t, i18n } = useLingui();
  const api = useApi();
  const navigate = useAppNavigate();
  const [choosing, setChoosing] = useState<SocialIdentity | null>(null);
  const [busy, setBusy] = useState(false);
  const telegramOn = !!switchesOf(settings).TELEGRAMLOGIN3;
  const telegramSetting = useTelegramSetting(api, telegramOn);
  const latest = useRef(options);
  latest.current = options;

  const context = useCallback((): SocialContext => {
    const register = latest.current.settings.register;
    return {
      goTarget: latest.current.goTarget,
      autoRegister: !!register?.ssoAutoRegister,
      environment: pageRegisterEnvironment({
        mobilePassword: !!register?.mobilePassword,
        smsTemplate: register?.smsTemplate ?? '',
        captchaEnabled: false,
      }),
      pending: pendingIdentityStore(),
    };
  }, []);

  const finish = useCallback(
    (running: Promise<SocialOutcome>, call: string) => {
      setBusy(true);
      void running.then((outcome) => {
        setBusy(false);
        if (outcome.kind === 'choose') {
          setChoosing(outcome.identity);
          return;
        }
        if (outcome.kind === 'navigate') setChoosing(null);
        presentOutcome(outcome, call, i18n);
      });
    },
    [i18n],
  );

  const loginWith = useCallback(
    (identity: SocialIdentity) => {
      finish(
        socialLogin(deps(), context(), identity),
        identity.channel === 'line' ? 'loginLine' : identity.channel === 'telegram' ? 'loginTelegram' : 'login',
      );
    },
    [context, deps, finish],
  );

  // The switches and register settings decide what a new identity does (C85, C86): the returns wait for them.
  const settingsReady = !!settings.whitelabel && !!settings.register;
  // A result can also arrive as a new fragment of this very page.
  const [hashChanges, setHashChanges] = useState(0);
  useEffect(() => {
    if (!handleReturns) return;
    const changed = () => setHashChanges((count) => count + 1);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, [handleReturns]);
  /** The member has just come back from LINE or Telegram: Google one-tap stays away from that login. */
  const providerReturned = useRef(false);
  // The way back from LINE (C96, C100, Q46) and Telegram's redirect result (C80, C83), once per address.
  useEffect(() => {
    if (!handleReturns || !settingsReady) return;
    const key = `${location.search}${location.hash}`;
    if (handledReturns().has(key)) return;
    handledReturns().add(key);
    const pending = pendingIdentityStore();
    const answered = readLineReturn(location.search, null);
    const line = answered.kind === 'none' ? answered : readLineReturn(location.search, pending.takeLineTrip());
    const telegram = authResultFromFragment(location.hash);
    if (line.kind === 'none' && telegram.kind === 'none') return;
    providerReturned.current = true;
    const hash = telegram.kind === 'none' ? location.hash : fragmentWithoutAuthResult(location.hash);
    // The address is again what it was before the trip, go target included, without the provider's answer.
    const search = new URLSearchParams(searchWithoutLineReturn(location.search));
    if (line.kind === 'code' && line.goTarget) search.set(GO_QUERY_PARAM, line.goTarget);
    const query = search.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    if (line.kind === 'stateMismatch') console.warn('A LINE answer without this tab’s state was ignored');
    else if (line.kind === 'error' && isShownLineFailure(line.description)) void showAlert(line.description);
    else if (line.kind === 'code') {
      const redirectUri = lineRedirectUri(location.origin);
      finish(
        lineCredentialLogin(deps(), { ...context(), goTarget: line.goTarget }, { code: line.code, redirectUri }),
        'loginLine',
      );
    }
    if (telegram.kind === 'invalid') console.warn('The Telegram login result in the address could not be read');
    else if (telegram.kind === 'auth') loginWith({ channel: 'telegram', telegramAuth: telegramAuthPayload(telegram.data) });
  }, [handleReturns, settingsReady, hashChanges, context, deps, finish, loginWith, navigate]);

  /** LINE's redirect flow (C95): to LINE's authorize page, back to /m/login with a code. */
  const authorizeWithLine = useCallback((clientId: string) => {
    const { settings: current, goTarget: go } = latest.current;
    const state = newLineState();
    pendingIdentityStore().setLineTrip({ state, goTarget: go });
    location.assign(
      lineAuthorizeUrl({
        base: current.config?.lineAuthorizeUrl,
        pageHref: location.href,
        clientId,
        redirectUri: lineRedirectUri(location.origin),
        state,
      }),
    );
  }, []);

  const startLine = useCallback(() => {
    const { settings: current, goTarget } = latest.current;
    const clientId = current.settings?.gw?.LINE_CLIENT_ID;
    if (!clientId) return;
    const liffId = current.settings?.gw?.LINE_LIFF_ID;
    if (!liffId || !isLineBrowser(browserClientEnvironment())) {
      authorizeWithLine(clientId);
      return;
    }
    // Inside the LINE app, LIFF already holds the member's LINE access token (C97).
    setBusy(true);
    void liffAccessToken(current.config?.lineLiffScriptUrl, liffId).then((result) => {
      if (result.kind === 'token') {
        finish(lineCredentialLogin(deps(), { ...context(), goTarget }, { accessToken: result.accessToken }), 'loginLine');
        return;
      }
      setBusy(false);
      if (result.kind === 'failed' && isShownLineFailure(result.message)) {
        void showAlert(result.message);
        return;
      }
      if (result.kind === 'failed') console.warn(`LIFF failed, LINE login goes on in LINE's own page: ${result.message}`);
      authorizeWithLine(clientId);
    });
  }, [authorizeWithLine, context, deps, finish]);

  // The Telegram popup's answer: one listener at a time (a popup closed without answering leaves it behind).
  const telegramListener = useRef<((event: MessageEvent) => void) | null>(null);
  useEffect(() => () => stopTelegramListener(telegramListener), []);

  const startTelegram = useCallback(() => {
    const base = latest.current.settings.config?.telegramAuthUrl;
    const expectedOrigin = telegramAuthPageOrigin(base, location.origin);
    if (!telegramSetting || !expectedOrigin) {
      void showAlert(t`Telegram login is not available right now. Please try again later.`);
      return;
    }
    const popup = window.open(telegramAuthPageUrl(base, telegramSetting, location.origin), 'telegram_login', popupFeatures());
    if (!popup) {
      void showAlert(shellMessages.popupBlocked);
      return;
    }
    stopTelegramListener(telegramListener);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup) return;
      const result = authResultFromMessage(event, expectedOrigin);
      if (result === undefined) return;
      stopTelegramListener(telegramListener);
      if (result) loginWith({ channel: 'telegram', telegramAuth: telegramAuthPayload(result) });
    };
    telegramListener.current = onMessage;
    window.addEventListener('message', onMessage);
  }, [telegramSetting, loginWith, t]);

  const startFirebase = useCallback(
    (channel: FirebaseSocialChannel, trigger: FirebaseSignInTrigger = 'press') => {
      const { config, settings: site } = latest.current.settings;
      const provider = FIREBASE_PROVIDER_NAMES[channel];
      // One-tap came on its own: only a failure after the member picked an account is worth saying.
      const say = (text: string) => trigger === 'press' && void showAlert(text);
      // One-tap waits in the background: the buttons stay usable until it has a sign-in to finish.
      if (trigger === 'press') setBusy(true);
      void signInThroughFirebase(channel, { config, sms: site?.sms }, trigger).then((outcome) => {
        if (outcome.kind === 'signedIn') {
          finish(firebaseLogin(deps(), context(), { channel, idToken: outcome.idToken }), 'login');
          return;
        }
        setBusy(false);
        if (outcome.kind === 'privateMode') say(i18n._(shellMessages.notSupportIncognito));
        else if (outcome.kind === 'unavailable') say(t`${provider} login is not available right now. Please try again later.`);
        else if (outcome.kind === 'popupBlocked') say(i18n._(shellMessages.popupBlocked));
        else if (outcome.kind === 'failed') void showAlert(firebaseFailureText(provider, outcome.failure, i18n));
      });
    },
    [context, deps, finish, i18n, t],
  );

  const loginWithPhoneSignIn = useCallback(
    (idToken: string) => finish(firebaseLogin(deps(), context(), { channel: 'SMS', idToken }), 'login'),
    [context, deps, finish],
  );

  // Google one-tap, 500 ms after the login screen is ready, with GOOGLELOGIN3 on (C94, G26).
  const oneTap = handleReturns && settingsReady && googleLoginOffered(settings);
  useEffect(() => {
    if (!oneTap || providerReturned.current) return;
    const timer = window.setTimeout(() => startFirebase('GOOGLE', 'oneTap'), GOOGLE_ONE_TAP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [oneTap, startFirebase]);

  const chooseExisting = useCallback(() => {
    pendingIdentityStore().startLinking();
    setChoosing(null);
    latest.current.onExisting?.();
  }, []);

  const chooseRegister = useCallback(() => {
    const identity = choosing;
    if (!identity) return;
    if (switchesOf(latest.current.settings).SSOMANUALREG3) {
      setChoosing(null);
      latest.current.onLeave?.();
      navigate(REGISTER_PATH);
      return;
    }
    finish(registerSocialIdentity(deps(), context(), identity), 'registerAutoUsername');
  }, [choosing, context, deps, finish, navigate]);

  const closeChoice = useCallback(() => {
    pendingIdentityStore().clear();
    setChoosing(null);
  }, []);

  return {
    choosing,
    busy,
    startLine,
    startTelegram,
    startFirebase,
    loginWithPhoneSignIn,
    loginWithTelegramData: (initData) => loginWith({ channel: 'telegram', telegramAuth: initData }),
    chooseExisting,
    chooseRegister,
    closeChoice,
  };
}
