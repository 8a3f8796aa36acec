/**
 * What the logins that run at start-up (auto login, Telegram's mini-app) share: the auth settings as this visit
 * stored them, and where a success may take the member (only off an entry screen, except a forced password change).
 */
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { pickTrackingParams, withTrackingParams } from '../../../platform/routing/tracking-params';
import { readStoredTrackingParams } from '../../../platform/routing/tracking-store';
import { readRow } from '../../../data/page-store';
import { CURRENT } from '../../../data/schema';
import { languageController } from '../../../i18n';
import type { RegisterSettings, RuntimeConfig } from '../../../shared/contract';
import { CHANGE_PASSWORD_ROUTE } from '../rules/destination';
import type { AuthSettings } from './deps';

const ENTRY_PATHS = ['/m/login', '/m/register', '/m/register.html'];

function onEntryScreen(): boolean {
  const path = location.pathname.replace(/\/+$/, '');
  return ENTRY_PATHS.includes(path);
}

/** On an entry screen the member continues where the login goes; elsewhere the page simply gains the session. */
export function navigateFromStart(to: string): void {
  if (!onEntryScreen() && to !== CHANGE_PASSWORD_ROUTE) return;
  browserNavigate(withTrackingParams(to, pickTrackingParams(location.search), readStoredTrackingParams()), { replace: true });
}

export async function readStoredAuthSettings(): Promise<AuthSettings & { register: RegisterSettings | undefined }> {
  const [config, settings, whitelabel, register] = await Promise.all([
    readRow('systemState', 'config'),
    readRow('siteSettings', CURRENT),
    readRow('featureSwitches', CURRENT),
    readRow('systemState', 'registerSettings'),
  ]);
  return {
    config: config?.value as RuntimeConfig | undefined,
    settings: settings?.value,
    whitelabel: whitelabel?.value,
    register: register?.value as RegisterSettings | undefined,
    language: languageController.current,
  };
}
