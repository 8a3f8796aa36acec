/**
 * The notification-permission modal (spec §2 notification modal, §4; ACCEPTANCE F38–F40): on the home screen, at
 * most once a day, while the browser has not decided and the merchant has push configured. Allow asks the browser;
 * Not now (or closing it) only stores today's date.
 */
import { useEffect, useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { releaseOverlayTurn, showConfirm, whenOverlayTurn } from '../../platform/dialogs';
import { useSiteSettings } from '../../data/hooks';
import { pushConfigFrom } from './rules/config';
import { whenPermissionPrompt } from './start';

export const notificationPromptMessages = {
  title: msg`Turn on notifications`,
  message: msg`Be the first to hear about new promotions, bonuses and account updates on this device.`,
  allow: msg`Allow`,
  notNow: msg`Not now`,
};

export function NotificationPrompt() {
  const settings = useSiteSettings();
  const asked = useRef(false);
  const configured = !!settings && pushConfigFrom(settings.sms, settings.merchantCode) !== null;

  useEffect(() => {
    let mounted = true;
    let waitingForTurn = false;
    void whenPermissionPrompt().then(async (prompt) => {
      if (!mounted || asked.current || !prompt.due(configured)) return;
      asked.current = true;
      waitingForTurn = true;
      await whenOverlayTurn('notificationPrompt');
      if (!mounted) return;
      waitingForTurn = false;
      const allow = await showConfirm(notificationPromptMessages.message, {
        title: notificationPromptMessages.title,
        okLabel: notificationPromptMessages.allow,
        cancelLabel: notificationPromptMessages.notNow,
      });
      releaseOverlayTurn('notificationPrompt');
      if (allow) void prompt.allow();
      else prompt.close();
    });
    return () => {
      mounted = false;
      // Left the home screen before its turn came: ask again on the next visit rather than over another screen.
      if (waitingForTurn) {
        releaseOverlayTurn('notificationPrompt');
        asked.current = false;
      }
    };
  }, [configured]);

  return null;
}
