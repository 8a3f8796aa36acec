/**
 * Add-to-home-screen (spec §2 Screens, §4 Home-screen install, §9; ACCEPTANCE E9–E15, Q67): where the sheet may
 * show, what agree does in this environment, the wait for the deferred prompt, and the decline and installed marks.
 */
import { isInstallPromptPath } from '../../platform/routing/install-prompt';
import { A2HS_INSTALLED_COUNTER, A2HS_PROMPT_WAIT_INTERVAL_MS, A2HS_PROMPT_WAIT_TRIES } from '../../shared/constants';
import { isInAppBrowser, isIos, isOfficialApp, isStandalone, type ClientEnvironment } from '../environment';

/** sessionStorage: declined in this session (Q67). */
export const A2HS_DECLINED_SESSION_KEY = 'a2hsDeclined';
/** localStorage: how often the member declined; A2HS_INSTALLED_COUNTER once installed. */
export const A2HS_COUNTER_KEY = 'a2hsDeclineCount';
/** localStorage: installed from this browser. */
export const A2HS_INSTALLED_KEY = 'a2hsInstalled';
/** localStorage: agree was pressed but the browser never offered its install prompt. */
export const A2HS_NO_PROMPT_KEY = 'a2hsNoPrompt';

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface A2hsState {
  declinedThisSession: boolean;
  counter: number;
  installed: boolean;
}

export function readA2hsState(local: KeyValue | null, session: KeyValue | null): A2hsState {
  const counter = Number(local?.getItem(A2HS_COUNTER_KEY) ?? 0);
  return {
    declinedThisSession: session?.getItem(A2HS_DECLINED_SESSION_KEY) === '1',
    counter: Number.isFinite(counter) ? counter : 0,
    installed: local?.getItem(A2HS_INSTALLED_KEY) === '1',
  };
}

/** The sheet shows only on /, /m/home and /m/index.html, in a browser tab, until declined this session or installed. */
export function installSheetAllowed(pathname: string, env: ClientEnvironment, state: A2hsState): boolean {
  if (!isInstallPromptPath(pathname)) return false;
  if (isOfficialApp(env) || isStandalone(env)) return false;
  if (state.installed || state.counter >= A2HS_INSTALLED_COUNTER) return false;
  return !state.declinedThisSession;
}

/** iOS and in-app browsers never offer an install prompt: agree shows the step-by-step guidance at once. */
export type InstallMethod = 'prompt' | 'guide';

export function installMethod(env: ClientEnvironment): InstallMethod {
  return isIos(env) || isInAppBrowser(env) ? 'guide' : 'prompt';
}

/** Which guidance to show: Safari's share sheet, leaving an app's browser, or the browser's own menu. */
export type GuidanceKind = 'ios' | 'inApp' | 'browser';

export function guidanceKind(env: ClientEnvironment): GuidanceKind {
  if (isInAppBrowser(env)) return 'inApp';
  return isIos(env) ? 'ios' : 'browser';
}

/** A decline (the prompt dismissed, or the sheet's cancel): the session flag, and the counter up by one. */
export function recordDecline(local: KeyValue | null, session: KeyValue | null): number {
  const counter = readA2hsState(local, session).counter + 1;
  session?.setItem(A2HS_DECLINED_SESSION_KEY, '1');
  local?.setItem(A2HS_COUNTER_KEY, String(counter));
  return counter;
}

/** Installed: the counter at 99 and the local flag; the sheet never shows again. */
export function recordInstalled(local: KeyValue | null): void {
  local?.setItem(A2HS_COUNTER_KEY, String(A2HS_INSTALLED_COUNTER));
  local?.setItem(A2HS_INSTALLED_KEY, '1');
}

/** Looks for the deferred prompt up to `tries` times, `intervalMs` apart; null when it never came. */
export async function awaitDeferredPrompt<T>(
  current: () => T | null,
  sleep: (ms: number) => Promise<void>,
  tries: number = A2HS_PROMPT_WAIT_TRIES,
  intervalMs: number = A2HS_PROMPT_WAIT_INTERVAL_MS,
): Promise<T | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const prompt = current();
    if (prompt) return prompt;
    await sleep(intervalMs);
  }
  return current();
}
