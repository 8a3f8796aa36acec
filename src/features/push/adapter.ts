/**
 * The push adapter (ARCHITECTURE "third-party services sit behind small adapters"): a provider hands out this
 * device's messaging token. Production loads Firebase Messaging; the reference backend's QA mode selects the local
 * provider, which speaks the same installation and registration protocol to the backend's FCM emulator. Both load
 * lazily, on the first token set-up, never with the first screen.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
}

export interface PushConfig {
  vapidKey: string;
  firebase: FirebaseWebConfig;
  /** The topic every device of the merchant subscribes to: the merchant code (Q93). */
  topic: string;
}

export interface PushProvider {
  /** This device's token: the one held, or a new one (installation and registration with the provider). */
  getToken(): Promise<string>;
  /** Gives the token up; the next getToken makes a new one. */
  deleteToken(): Promise<void>;
  /** The provider replaced the token on its side. Returns the unsubscribe function. */
  onTokenRefresh(listener: (token: string) => void): () => void;
}

export type PushProviderKind = 'firebase' | 'local';

export interface ProviderDeps {
  /** The app's service-worker registration (scope /m/): pushes arrive there. */
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** The origin the backend's emulators hang from ('' for this origin). */
  apiBase: string;
}

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
