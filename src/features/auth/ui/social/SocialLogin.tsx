/**
 * The social way in of /m/login and the registration modal (spec §3 Switches, §4 Social login, §6; ACCEPTANCE C75,
 * C86–C89, C95, G26, G34): a LINE button under LINELOGIN3 (with the channel id set) and a Telegram button under
 * TELEGRAMLOGIN3 (inside Telegram's mini-app it logs in with the mini-app's own data), and the choose dialog after a new
 * identity.
 */
import { useLingui } from '@lingui/react/macro';
import { isTelegramMiniApp, browserClientEnvironment } from '../../../environment';
import type { AuthDeps } from '../../flows/types';
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
  const miniAppData = telegram ? browserClientEnvironment().telegramInitData : undefined;
  return (
    <>
      {line || telegram ? (
        <section className="auth-social" aria-label={t`Other ways to log in`} data-testid="social-logins">
          <p className="auth-social-divider" aria-hidden="true">
            <span>{t`or`}</span>
          </p>
          {line ? (
            <button
              type="button"
              className="auth-social-button auth-social-line"
              disabled={busy}
              onClick={social.startLine}
              data-testid="social-line"
            >
              <span className="auth-social-mark" aria-hidden="true">
                L
              </span>
              {t`Continue with LINE`}
            </button>
          ) : null}
          {telegram ? (
            <button
              type="button"
              className="auth-social-button auth-social-telegram"
              disabled={busy}
              onClick={() =>
                miniAppData && isTelegramMiniApp({ telegramInitData: miniAppData })
                  ? social.loginWithTelegramData(miniAppData)
                  : social.startTelegram()
              }
              data-testid="social-telegram"
            >
              <span className="auth-social-mark" aria-hidden="true">
                T
              </span>
              {t`Continue with Telegram`}
            </button>
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
