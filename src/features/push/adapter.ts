/**
 * The push adapter (ARCHITECTURE "third-party services sit behind small adapters"): a provider hands out this
 * device's messaging token. Production loads Firebase Messaging; the reference backend's QA mode selects the local
 * provider, which speaks the same installation and registration protocol to the backend's FCM emulator. Both load
 * lazily, on the first token set-up, never with the first screen.
 */
import type { PushConfig, PushProvider, PushProviderKind, ProviderDeps } from './provider-types';

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
