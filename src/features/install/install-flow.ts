/**
 * What agree does (spec §4 Home-screen install; ACCEPTANCE E11–E14): iOS and in-app browsers get the guidance at
 * once; elsewhere the deferred prompt is awaited (20 tries at 150 ms) and shown, and when it never comes the
 * no-prompt flag is set and the guidance shows anyway. Accepted: the installing notice for 3 s. Dismissed: a decline.
 * The guidance's visibility is a small store the sheet, the download bar and the guidance share.
 */
import { A2HS_INSTALLING_NOTICE_MS } from '../../shared/constants';
import { pageValue } from '../../shared/page-runtime';
import { shellMessages } from '../../i18n/messages';
import { showToast } from '../../platform/dialogs';
import { usePageValue } from '../../platform/use-page-value';
import type { ClientEnvironment } from '../environment';
import { awaitDeferredPrompt, guidanceKind, installMethod, recordDecline, type GuidanceKind } from './a2hs-rules';
import { deferredInstallPrompt, markNoPrompt, takeDeferredInstallPrompt } from './install-events';
import { webStorage } from '../../platform/web-storage';

const guidance = pageValue<GuidanceKind | null>(null);

function setGuidance(next: GuidanceKind | null) {
  guidance().set(next);
}

export function closeGuidance(): void {
  setGuidance(null);
}

export function useGuidance(): GuidanceKind | null {
  return usePageValue(guidance);
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'guide';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export async function runInstall(env: ClientEnvironment): Promise<InstallOutcome> {
  if (installMethod(env) === 'guide') {
    setGuidance(guidanceKind(env));
    return 'guide';
  }
  const found = await awaitDeferredPrompt(deferredInstallPrompt, sleep);
  const prompt = found ? takeDeferredInstallPrompt() : null;
  if (!prompt) {
    markNoPrompt();
    setGuidance(guidanceKind(env));
    return 'guide';
  }
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome === 'accepted') {
    showToast(shellMessages.a2hsInstalling, { tone: 'info', durationMs: A2HS_INSTALLING_NOTICE_MS });
    return 'accepted';
  }
  recordDecline(webStorage('localStorage'), webStorage('sessionStorage'));
  return 'dismissed';
}
