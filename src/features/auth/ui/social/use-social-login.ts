/**
 * The social logins of a screen (spec §4 Social login; ACCEPTANCE C76, C79–C104): LINE (use-line-login.ts), Telegram
 * (use-telegram-login.ts), Google, Facebook, Twitter and a Firebase phone sign-in (use-firebase-login.ts), the
 * providers' answers in the address of /m/login (use-provider-returns.ts), and the choose dialog's two ways on.
 * Outcomes go to the screen's presenter like any login's.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppNavigate } from '../../../../platform/routing';
import { REGISTER_PATH } from '../../../../shared/constants';
import { pageRegisterEnvironment } from '../../page-environment';
import { registerSocialIdentity, socialLogin, type SocialContext, type SocialOutcome } from '../../flows/social';
import type { FirebaseSocialChannel } from '../../social/firebase-auth';
import { pendingIdentityStore, type SocialIdentity } from '../../social/pending-identity';
import { switchesOf } from '../deps';
import { presentOutcome } from '../outcome';
import { googleLoginOffered, socialSettingsReady } from './offered-channels';
import type { SocialLoginOptions, SocialRunner } from './social-runner';
import { useFirebaseLogin } from './use-firebase-login';
import { useLineLogin } from './use-line-login';
import { useProviderReturns } from './use-provider-returns';
import { useTelegramLogin } from './use-telegram-login';

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

const LOGIN_CALLS: Record<SocialIdentity['channel'], string> = {
  line: 'loginLine',
  telegram: 'loginTelegram',
  firebase: 'login',
};

export function useSocialLogin(options: SocialLoginOptions): SocialLoginState {
  const { settings, handleReturns } = options;
  const { i18n } = useLingui();
  const navigate = useAppNavigate();
  const [choosing, setChoosing] = useState<SocialIdentity | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const runner = useMemo((): SocialRunner => {
    const context = (): SocialContext => {
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
    };
    const finish = (running: Promise<SocialOutcome>, call: string) => {
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
    };
    const loginWith = (identity: SocialIdentity) =>
      finish(socialLogin(latest.current.deps(), context(), identity), LOGIN_CALLS[identity.channel]);
    return { latest, context, finish, loginWith, setBusy };
  }, [i18n]);

  const settingsReady = socialSettingsReady(settings);
  const providerReturned = useProviderReturns(runner, handleReturns && settingsReady);
  const startLine = useLineLogin(runner);
  const startTelegram = useTelegramLogin(runner, !!switchesOf(settings).TELEGRAMLOGIN3);
  const { startFirebase, loginWithPhoneSignIn } = useFirebaseLogin(runner, {
    offered: handleReturns && googleLoginOffered(settings),
    providerReturned,
  });

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
    runner.finish(registerSocialIdentity(latest.current.deps(), runner.context(), identity), 'registerAutoUsername');
  }, [choosing, navigate, runner]);

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
    loginWithTelegramData: (initData) => runner.loginWith({ channel: 'telegram', telegramAuth: initData }),
    chooseExisting,
    chooseRegister,
    closeChoice,
  };
}
