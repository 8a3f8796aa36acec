/**
 * The Telegram button (spec §4 Social login; ACCEPTANCE C82, C90, C91, C102): Telegram Login's 500×600 popup for the
 * merchant's bot (WPSCORE_getTelegramLoginSetting), whose message from the popup's own origin logs in; one listener at
 * a time, as a popup closed without answering leaves its listener behind.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showAlert } from '../../../../platform/dialogs';
import { useApi } from '../../../../platform/session';
import { shellMessages } from '../../../../i18n/messages';
import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '../../../../shared/constants';
import { authResultFromMessage, telegramAuthPageOrigin, telegramAuthPageUrl, telegramAuthPayload } from '../../social/telegram';
import type { SocialRunner } from './social-runner';

type TelegramSetting = { botId: string; authDomain: string };

function popupFeatures(): string {
  const left = Math.max(0, Math.round((screen.width - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((screen.height - SOCIAL_POPUP_HEIGHT) / 2));
  return `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`;
}

function useTelegramSetting(enabled: boolean): TelegramSetting | null {
  const api = useApi();
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

export function useTelegramLogin(runner: SocialRunner, enabled: boolean): () => void {
  const { t } = useLingui();
  const setting = useTelegramSetting(enabled);
  const listener = useRef<((event: MessageEvent) => void) | null>(null);
  const stopListening = useCallback(() => {
    if (listener.current) window.removeEventListener('message', listener.current);
    listener.current = null;
  }, []);
  useEffect(() => stopListening, [stopListening]);

  return useCallback(() => {
    const base = runner.latest.current.settings.config?.telegramAuthUrl;
    const expectedOrigin = telegramAuthPageOrigin(base, location.origin);
    if (!setting || !expectedOrigin) {
      void showAlert(t`Telegram login is not available right now. Please try again later.`);
      return;
    }
    const popup = window.open(telegramAuthPageUrl(base, setting, location.origin), 'telegram_login', popupFeatures());
    if (!popup) {
      void showAlert(shellMessages.popupBlocked);
      return;
    }
    stopListening();
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup) return;
      const result = authResultFromMessage(event, expectedOrigin);
      if (result === undefined) return;
      stopListening();
      if (result) runner.loginWith({ channel: 'telegram', telegramAuth: telegramAuthPayload(result) });
    };
    listener.current = onMessage;
    window.addEventListener('message', onMessage);
  }, [runner, setting, stopListening, t]);
}
