/** The push configuration in the merchant's sms provider settings (C77). */
import type { FirebaseWebConfig, PushConfig } from '../provider-types';

/** The configuration, or null when a part is missing (then push is off and the modal never shows). */
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
