/**
 * The production push provider: Firebase Messaging (its own chunk, loaded on the first token set-up). Tokens are
 * made against the app's own service worker, which shows the pushes; Firebase renews a token on its side inside
 * getToken, and its installation calls already retry a 5xx once.
 */
import { getApps, initializeApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken } from 'firebase/messaging';
import type { ProviderDeps, PushConfig, PushProvider } from '../provider-types';

const APP_NAME = 'member-pwa-push';

export function createFirebasePushProvider(config: PushConfig, deps: ProviderDeps): PushProvider {
  const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp(config.firebase, APP_NAME);
  const messaging = getMessaging(app);
  return {
    async getToken() {
      const registration = await deps.registration();
      return getToken(messaging, {
        vapidKey: config.vapidKey,
        ...(registration ? { serviceWorkerRegistration: registration } : {}),
      });
    },
    async deleteToken() {
      await deleteToken(messaging);
    },
    // The modular SDK has no refresh event: a renewed token comes back from the next getToken.
    onTokenRefresh: () => () => undefined,
  };
}
