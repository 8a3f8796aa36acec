/**
 * The social way in of /m/login and the registration modal (spec §3 Switches, §4 Social login, §6; ACCEPTANCE C75,
 * C76, C84, C86–C89, C95, G26, G34): a Google button under GOOGLELOGIN3 (with the merchant's Firebase settings and
 * Google web client id), a LINE button under LINELOGIN3 (with the channel id set) and a Telegram button under
 * TELEGRAMLOGIN3 (inside Telegram's mini-app it logs in with the mini-app's own data), and the choose dialog after a new
 * identity.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isTelegramMiniApp, browserClientEnvironment } from '../../../environment';
import type { AuthDeps } from '../../flows/types';
import { firebaseOptionsOf } from '../../social/firebase-auth';
import { switchesOf, useLockBusy } from '../deps';
import type { ScreenAuthSettings } from '../use-auth-settings';
import { ChooseAccountDialog } from './ChooseAccountDialog';
import { useSocialLogin } from './use-social-login';

export interface SocialLoginProps {
  deps: () => AuthDeps;
  settings: ScreenAuthSettings;
  goTarget: string | null;
  handleReturns: boolean;
  onExisting?: () => void;
  onLeave?: () => void;
}

export function SocialLogin(props: SocialLoginProps) {
  const { t } = useLingui();
  const social = useSocialLogin(props);
  // The page's auth lock stays taken a moment after a login ends (§4): until then a press would be ignored.
  const lockBusy = useLockBusy();
  const busy = social.busy || lockBusy;
  const switches = switchesOf(props.settings);
  const line = !!switches.LINELOGIN3 && !!props.settings.settings?.gw?.LINE_CLIENT_ID;
  const telegram = !!switches.TELEGRAMLOGIN3;
  const sms = props.settings.settings?.sms;
  const google = !!switches.GOOGLELOGIN3 && !!sms?.googleWebClientId && firebaseOptionsOf(sms) !== undefined;
  const miniAppData = telegram ? browserClientEnvironment().telegramInitData : undefined;
  return (
    <>
      {google || line || telegram ? (
        <section className="auth-social" aria-label={t`Other ways to log in`} data-testid="social-logins">
          <p className="auth-social-divider" aria-hidden="true">
            <span>{t`or`}</span>
          </p>
          {google ? (
            <SocialButton channel="google" mark="G" busy={busy} onClick={social.startGoogle}>
              {t`Continue with Google`}
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
          channel={social.choosing.channel}
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
