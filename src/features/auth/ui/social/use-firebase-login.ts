/**
 * Google, Facebook and Twitter through Firebase Auth, and a Firebase phone sign-in (spec §4 Social login; ACCEPTANCE
 * C76–C78, C84, C91–C94, Q44): the press, what each outcome shows, and Google one-tap 500 ms after the login screen is
 * ready (unless the member has just come back from another provider).
 */
import { useCallback, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showAlert } from '../../../../platform/dialogs';
import { settingsSynced } from '../../../../platform/sync-status';
import { shellMessages } from '../../../../i18n/messages';
import { GOOGLE_ONE_TAP_DELAY_MS } from '../../../../shared/constants';
import { firebaseLogin } from '../../flows/social';
import type { FirebaseSocialChannel } from '../../social/firebase-auth';
import { signInThroughFirebase, type FirebaseSignInTrigger } from '../../social/firebase-sign-in';
import { FIREBASE_PROVIDER_NAMES } from '../../social/pending-identity';
import { firebaseFailureText } from '../outcome';
import { readStoredAuthSettings } from '../start-support';
import { googleLoginOffered } from './offered-channels';
import type { SocialRunner } from './social-runner';

/**
 * Whether this visit's settings offer Google. A screen shows the settings stored on an earlier visit until the sync in
 * flight has answered and its write has reached the screen, which on a busy phone can take longer than one-tap's
 * delay: one-tap asks the store once the sync has answered (G26: GOOGLELOGIN3 turned off, no one-tap).
 */
async function googleLoginOfferedNow(): Promise<boolean> {
  await settingsSynced();
  return googleLoginOffered(await readStoredAuthSettings());
}

export function useFirebaseLogin(
  runner: SocialRunner,
  oneTap: { offered: boolean; providerReturned: { readonly current: boolean } },
) {
  const { t, i18n } = useLingui();

  const startFirebase = useCallback(
    (channel: FirebaseSocialChannel, trigger: FirebaseSignInTrigger = 'press') => {
      const { config, settings: site } = runner.latest.current.settings;
      const provider = FIREBASE_PROVIDER_NAMES[channel];
      // One-tap came on its own: only a failure after the member picked an account is worth saying.
      const say = (text: string) => trigger === 'press' && void showAlert(text);
      // One-tap waits in the background: the buttons stay usable until it has a sign-in to finish.
      if (trigger === 'press') runner.setBusy(true);
      void signInThroughFirebase(channel, { config, sms: site?.sms }, trigger).then((outcome) => {
        if (outcome.kind === 'signedIn') {
          const idToken = outcome.idToken;
          runner.finish(firebaseLogin(runner.latest.current.deps(), runner.context(), { channel, idToken }), 'login');
          return;
        }
        runner.setBusy(false);
        if (outcome.kind === 'privateMode') say(i18n._(shellMessages.notSupportIncognito));
        else if (outcome.kind === 'unavailable') say(t`${provider} login is not available right now. Please try again later.`);
        else if (outcome.kind === 'popupBlocked') say(i18n._(shellMessages.popupBlocked));
        else if (outcome.kind === 'failed') void showAlert(firebaseFailureText(provider, outcome.failure, i18n));
      });
    },
    [runner, i18n, t],
  );

  const loginWithPhoneSignIn = useCallback(
    (idToken: string) =>
      runner.finish(firebaseLogin(runner.latest.current.deps(), runner.context(), { channel: 'SMS', idToken }), 'login'),
    [runner],
  );

  // Google one-tap, 500 ms after the login screen is ready, with GOOGLELOGIN3 on (C94, G26).
  const { offered, providerReturned } = oneTap;
  useEffect(() => {
    if (!offered || providerReturned.current) return;
    let left = false;
    const timer = window.setTimeout(() => {
      void googleLoginOfferedNow().then((stillOffered) => {
        if (stillOffered && !left) startFirebase('GOOGLE', 'oneTap');
      });
    }, GOOGLE_ONE_TAP_DELAY_MS);
    return () => {
      left = true;
      window.clearTimeout(timer);
    };
  }, [offered, providerReturned, startFirebase]);

  return { startFirebase, loginWithPhoneSignIn };
}
