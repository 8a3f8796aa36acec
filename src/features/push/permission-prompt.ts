/**
 * The notification-permission modal's side of push (spec §4 Notification permission; ACCEPTANCE F38, F40, Q92):
 * whether it is due, closing it for the day, and asking the browser. This is all of push a member who has not granted
 * the permission runs; the token set-up (./controller) loads once the permission is granted.
 */
import { readItem, writeItem, type ItemStorage } from '../../platform/web-storage';
import { localDate, shouldPrompt, type PermissionState } from './rules/prompt';
import { PUSH_PROMPT_CLOSED_KEY } from './storage-keys';

export interface PermissionPromptDeps {
  permission: () => PermissionState;
  requestPermission: () => Promise<NotificationPermission>;
  storage: ItemStorage | null;
  /** The hint after a refusal: alert notification_request_tips (F40). */
  showDeniedTips: () => void;
  /** The browser granted the permission: the token set-up follows in 10 s. */
  onGranted: () => void;
  now: () => number;
}

export interface PermissionPrompt {
  /** Whether the modal is due now (the merchant has push configured; once a day). */
  due(configured: boolean): boolean;
  /** The modal was closed without a decision: not again today. */
  close(): void;
  /** The member chose to allow: the browser asks; granted → onGranted, otherwise the hint. */
  allow(): Promise<NotificationPermission>;
}

export function createPermissionPrompt(deps: PermissionPromptDeps): PermissionPrompt {
  const prompt: PermissionPrompt = {
    due: (configured) =>
      shouldPrompt({
        permission: deps.permission(),
        configured,
        closedOn: readItem(deps.storage, PUSH_PROMPT_CLOSED_KEY),
        now: deps.now(),
      }),
    close() {
      if (!writeItem(deps.storage, PUSH_PROMPT_CLOSED_KEY, localDate(deps.now()))) {
        console.warn('Could not store the day the notification prompt was closed');
      }
    },
    async allow() {
      prompt.close();
      const permission = await deps.requestPermission().catch(() => 'default' as const);
      if (permission === 'granted') deps.onGranted();
      else deps.showDeniedTips();
      return permission;
    },
  };
  return prompt;
}
