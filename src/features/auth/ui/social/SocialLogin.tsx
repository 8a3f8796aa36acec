/**
 * The social way in of /m/login and the registration modal (spec §3 Switches, §4 Social login, §6; ACCEPTANCE C75,
 * C76, C84, C86–C89, C95, C105, G26, G34): Google, Facebook and Twitter buttons under their switches (with the
 * merchant's Firebase settings, and Google's web client id or Facebook's app id), a LINE button under LINELOGIN3 (with the channel id set) and a Telegram button under
 * TELEGRAMLOGIN3 (inside Telegram's mini-app it logs in with the mini-app's own data), and the choose dialog after a new
 * identity.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isTelegramMiniApp, browserClientEnvironment } from '../../../environment';
import { showToast } from '../../../../platform/dialogs';
import { shellMessages } from '../../../../i18n/messages';
import type { FirebaseSocialChannel } from '../../social/firebase-auth';
import { useLockBusy } from '../deps';
import type { ScreenAuthSettings } from '../use-auth-settings';
import { ChooseAccountDialog } from './ChooseAccountDialog';
import { offeredChannels, unsupportedHere } from './offered-channels';
import type { SocialLoginState } from './use-social-login';

/** The buttons and the choose dialog of a screen's social logins (its useSocialLogin). */
export function SocialLogin(props: { social: SocialLoginState; settings: ScreenAuthSettings }) {
  const { t } = useLingui();
  const { social } = props;
  // The page's auth lock stays taken a moment after a login ends (§4): until then a press would be ignored.
  const lockBusy = useLockBusy();
  const busy = social.busy || lockBusy;
  const { google, facebook, twitter, line, telegram } = offeredChannels(props.settings);
  const miniAppData = telegram ? browserClientEnvironment().telegramInitData : undefined;
  const startFirebase = (channel: FirebaseSocialChannel) => {
    if (unsupportedHere(channel)) showToast(shellMessages.comingSoon, { tone: 'info' });
    else social.startFirebase(channel);
  };
  return (
    <>
      {google || facebook || twitter || line || telegram ? (
        <section className="auth-social" aria-label={t`Other ways to log in`} data-testid="social-logins">
          <p className="auth-social-divider" aria-hidden="true">
            <span>{t`or`}</span>
          </p>
          {google ? (
            <SocialButton channel="google" mark="G" busy={busy} onClick={() => startFirebase('GOOGLE')}>
              {t`Continue with Google`}
            </SocialButton>
          ) : null}
          {facebook ? (
            <SocialButton channel="facebook" mark="f" busy={busy} onClick={() => startFirebase('FACEBOOK')}>
              {t`Continue with Facebook`}
            </SocialButton>
          ) : null}
          {twitter ? (
            <SocialButton channel="twitter" mark="X" busy={busy} onClick={() => startFirebase('TWITTER')}>
              {t`Continue with Twitter`}
            </SocialButton>
          ) : null}
          {line ? (
            <SocialButton channel="line" mark="L" busy={busy} onClick={social.startLine}>
              {t`Continue with LINE`}
            </SocialButton>
          ) : null}
          {telegram ? (
            <SocialButton
              channel="telegram"
              mark="T"
              busy={busy}
              onClick={() =>
                miniAppData && isTelegramMiniApp({ telegramInitData: miniAppData })
                  ? social.loginWithTelegramData(miniAppData)
                  : social.startTelegram()
              }
            >
              {t`Continue with Telegram`}
            </SocialButton>
          ) : null}
        </section>
      ) : null}
      {social.choosing ? (
        <ChooseAccountDialog
          identity={social.choosing}
          busy={busy}
          onExisting={social.chooseExisting}
          onRegister={social.chooseRegister}
          onClose={social.closeChoice}
        />
      ) : null}
    </>
  );
}

function SocialButton(props: { channel: string; mark: string; busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`auth-social-button auth-social-${props.channel}`}
      disabled={props.busy}
      onClick={props.onClick}
      data-testid={`social-${props.channel}`}
    >
      <span className="auth-social-mark" aria-hidden="true">
        {props.mark}
      </span>
      {props.children}
    </button>
  );
}
