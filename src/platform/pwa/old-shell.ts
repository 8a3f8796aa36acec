/**
 * Old-shell cleanup (spec §4 Update; ACCEPTANCE E36, Q73): inside an app (UA token WLApp/, or inApp=1) or the LINE
 * browser (UA ' Line/'), where members cannot clear stale workers themselves, any service-worker registration that
 * is not this shell's (scope /m/ and script /m/sw.js) is unregistered, and the update dialog is shown.
 */

export const SHELL_SCOPE_PATH = '/m/';
export const SHELL_SCRIPT_PATH = '/m/sw.js';

export function isInAppOrLineBrowser(userAgent: string, search: string): boolean {
  if (userAgent.includes('WLApp/') || userAgent.includes(' Line/')) return true;
  return new URLSearchParams(search).get('inApp') === '1';
}

export interface RegistrationInfo {
  readonly scope: string;
  readonly active: { readonly scriptURL: string } | null;
  readonly waiting: { readonly scriptURL: string } | null;
  readonly installing: { readonly scriptURL: string } | null;
  unregister(): Promise<boolean>;
}

export function isCurrentShell(registration: RegistrationInfo, origin: string): boolean {
  const script = registration.active ?? registration.waiting ?? registration.installing;
  if (registration.scope !== `${origin}${SHELL_SCOPE_PATH}`) return false;
  if (!script) return true; // nothing to judge yet: leave it
  try {
    const url = new URL(script.scriptURL);
    return url.origin === origin && url.pathname === SHELL_SCRIPT_PATH;
  } catch {
    return false;
  }
}

export interface OldShellDeps {
  userAgent: string;
  search: string;
  origin: string;
  getRegistrations: () => Promise<readonly RegistrationInfo[]>;
}

/** Unregisters old-shell registrations where the rule applies; resolves to how many were removed. */
export async function removeOldShells(deps: OldShellDeps): Promise<number> {
  if (!isInAppOrLineBrowser(deps.userAgent, deps.search)) return 0;
  let registrations: readonly RegistrationInfo[];
  try {
    registrations = await deps.getRegistrations();
  } catch {
    return 0;
  }
  const old = registrations.filter((registration) => !isCurrentShell(registration, deps.origin));
  const removed = await Promise.all(old.map((registration) => registration.unregister().catch(() => false)));
  return removed.filter(Boolean).length;
}
