/**
 * The push adapter (ARCHITECTURE "third-party services sit behind small adapters"): a provider hands out this
 * device's messaging token. Production loads Firebase Messaging; the reference backend's QA mode selects the local
 * provider, which speaks the same installation and registration protocol to the backend's FCM emulator. Both load
 * lazily, on the first token set-up, never with the first screen.
 */
import type { FirebaseWebConfig, PushConfig, PushProvider, PushProviderKind, ProviderDeps } from './provider-types';

export type * from './provider-types';

export async function loadPushProvider(kind: PushProviderKind, config: PushConfig, deps: ProviderDeps): Promise<PushProvider> {
  if (kind === 'local') {
    const { createLocalPushProvider } = await import('./providers/local');
    return createLocalPushProvider(config, {
      apiBase: deps.apiBase,
      origin: location.origin,
      fetch: (input, init) => fetch(input, init),
      storage: localStorage,
    });
  }
  const { createFirebasePushProvider } = await import('./providers/firebase');
  return createFirebasePushProvider(config, deps);
}

/** The push configuration in the merchant's sms provider settings (C77); null when a part is missing. */
export function pushConfigFrom(
  sms: Partial<FirebaseWebConfig & { vapidKey: string }> | undefined,
  merchantCode: string | undefined,
): PushConfig | null {
  if (!sms || !merchantCode) return null;
  const { vapidKey, apiKey, authDomain, projectId, appId, messagingSenderId } = sms;
  if (!vapidKey || !apiKey || !projectId || !appId || !messagingSenderId) return null;
  return {
    vapidKey,
    topic: merchantCode,
    firebase: { apiKey, authDomain: authDomain ?? '', projectId, appId, messagingSenderId },
  };
}
