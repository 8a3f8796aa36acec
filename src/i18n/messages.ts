/**
 * The shell's shared texts (SPEC §8 UI texts and translation keys; ACCEPTANCE K85, K86), as lazy message
 * descriptors with explicit ids, so the spec's keys are the catalog ids. Translate one where it is shown:
 *
 *   const { _ } = useLingui();          // from '@lingui/react'
 *   <h2>{_(shellMessages.updateTitle)}</h2>
 *
 * Every catalog holds these ids; the check (npm run i18n:check) fails when one lacks a translation.
 */
import { msg } from '@lingui/core/macro';

export const shellMessages = {
  // Translation keys (K86)
  updateTitle: msg({ id: 'pwa_update_title', message: 'Update' }),
  updateMessage: msg({ id: 'pwa_update_msg', message: 'Found new version, click refresh' }),
  refresh: msg({ id: 'refresh', message: 'Refresh' }),
  loading: msg({ id: 'loading', message: 'Please wait...' }),
  /** The default text is the spec's (Q74); the EN catalog says 'network offline'. */
  networkOffline: msg({ id: 'network_offline', message: '无网络连接' }),
  a2hsInstalling: msg({ id: 'a2hs_installing', message: 'Installing the app...' }),
  verifyFirst: msg({ id: 'verify_first', message: 'Please complete the verification first' }),
  notSupportIncognito: msg({ id: 'not_support_incognito', message: 'This sign-in method is not available in private browsing' }),
  startGameError: msg({ id: 'label_start_game_error', message: 'This game can only be started from the app' }),
  timeoutRetry: msg({ id: 'timeout_retry_please', message: 'The request timed out, please try again' }),
  popupBlocked: msg({ id: 'popup_blocked', message: 'The pop-up was blocked. Please allow pop-ups for this site and try again' }),
  notificationRequestTips: msg({
    id: 'notification_request_tips',
    message: 'Notifications are blocked. Please allow them in your browser settings',
  }),
  comingSoon: msg({ id: 'coming_soon', message: 'Coming soon' }),
  unknownError: msg({ id: 'unknown_error', message: 'Unknown error' }),

  // UI texts (K85)
  yourIpAddress: msg({ id: 'your_ip_address', message: 'Your IP address' }),
  systemMaintenance: msg({ id: 'system_maintenance', message: 'System Maintenance' }),
  accessDenied: msg({ id: 'access_denied', message: 'Access Denied' }),
  restrictionMessage: msg({
    id: 'restriction_msg',
    message: 'Sorry, this site is not available from your IP address or location',
  }),
  maintenanceMessage: msg({
    id: 'maintenance_msg',
    message: 'We are carrying out maintenance to improve our service. Please come back later',
  }),
  contactUs: msg({ id: 'contact_us', message: 'Contact Us' }),
  ok: msg({ id: 'ok', message: 'Ok' }),
  confirmation: msg({ id: 'confirmation', message: 'Confirmation' }),
  retry: msg({ id: 'retry', message: 'Retry' }),
  endTime: msg({ id: 'end_time', message: 'End time' }),
  internetLost: msg({ id: 'internet_lost', message: 'Internet lost, please refresh the page' }),
  networkError: msg({ id: 'network_error', message: 'Network Error / CORS Errors' }),
  pleaseLogin: msg({ id: 'please_login', message: 'please login' }),
  notice: msg({ id: 'notice', message: 'Notice' }),
  geetestTooFast: msg({ id: 'geetest_too_fast', message: 'verify geetest too fast' }),
  geetestNotWork: msg({ id: 'geetest_not_work', message: 'Geetest service not work' }),
} as const;

export type ShellMessageName = keyof typeof shellMessages;
