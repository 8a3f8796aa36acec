/**
 * The local push provider (ACCEPTANCE 3.6 "FCM / web push"): Firebase Messaging's protocol against the reference
 * backend's emulator under /__emu/fcm. An installation (FID and auth token, a 5xx retried once) is made once and
 * kept; the registration sends the VAPID key and sender id and gets the token. A held token is checked with the
 * emulator on each getToken, which is how a rotation on the provider's side reaches the page (onTokenRefresh).
 *
 * Browsers without network access cannot make a real push subscription, so the registration carries an endpoint of
 * the emulator; pushes reach the service worker through the QA surface (CDP ServiceWorker.deliverPushMessage).
 */
import type { PushConfig, PushProvider } from '../provider-types';
import { retryServerErrors } from '../rules/retry';

export const LOCAL_PUSH_STATE_KEY = 'push.emu.state';
export const FCM_EMU_BASE = '/__emu/fcm';

interface LocalState {
  fid: string;
  authToken: string;
  token?: string;
}

export interface LocalProviderDeps {
  apiBase: string;
  /** The page's origin: the emulated push endpoint hangs from it. */
  origin: string;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  randomId?: () => string;
}

function readState(storage: LocalProviderDeps['storage']): LocalState | null {
  try {
    const value = JSON.parse(storage.getItem(LOCAL_PUSH_STATE_KEY) ?? 'null') as Partial<LocalState> | null;
    return value && typeof value.fid === 'string' && typeof value.authToken === 'string' ? (value as LocalState) : null;
  } catch {
    return null;
  }
}

/** A Firebase-style FID: 22 characters of URL-safe base64, first nibble 0111. */
function newFid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(17));
  bytes[0] = 0b0111_0000 + ((bytes[0] ?? 0) % 0b1_0000);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .slice(0, 22);
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed with HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function createLocalPushProvider(config: PushConfig, deps: LocalProviderDeps): PushProvider {
  const { projectId, apiKey, appId, messagingSenderId } = config.firebase;
  const base = `${deps.apiBase}${FCM_EMU_BASE}`;
  const listeners = new Set<(token: string) => void>();
  const save = (state: LocalState) => deps.storage.setItem(LOCAL_PUSH_STATE_KEY, JSON.stringify(state));
  const headers = (state?: LocalState) => ({
    'Content-Type': 'application/json',
    'x-goog-api-key': apiKey,
    ...(state ? { 'x-goog-firebase-installations-auth': `FIS_v2 ${state.authToken}` } : {}),
  });
  const registrations = `${base}/registrations/v1/projects/${encodeURIComponent(projectId)}/registrations`;

  async function installation(): Promise<LocalState> {
    const held = readState(deps.storage);
    if (held) return held;
    const fid = deps.randomId?.() ?? newFid();
    const response = await retryServerErrors(() =>
      deps.fetch(`${base}/installations/v1/projects/${encodeURIComponent(projectId)}/installations`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ fid, authVersion: 'FIS_v2', appId, sdkVersion: 'w:local' }),
      }),
    );
    const created = await json<{ fid: string; authToken: { token: string } }>(response, 'installation');
    const state = { fid: created.fid, authToken: created.authToken.token };
    save(state);
    return state;
  }

  async function register(state: LocalState): Promise<string> {
    const response = await deps.fetch(registrations, {
      method: 'POST',
      headers: headers(state),
      body: JSON.stringify({
        senderId: messagingSenderId,
        web: { applicationPubKey: config.vapidKey, endpoint: `${deps.origin}${base}/send/${state.fid}` },
      }),
    });
    const { token } = await json<{ token: string }>(response, 'registration');
    save({ ...state, token });
    return token;
  }

  /** The emulator's current token for the held one: itself, its rotated successor, or null when it is unknown. */
  async function current(state: LocalState, token: string): Promise<string | null> {
    const response = await deps.fetch(`${registrations}/${encodeURIComponent(token)}`, { headers: headers(state) });
    if (response.status === 404) return null;
    return (await json<{ token: string }>(response, 'registration check')).token;
  }

  return {
    async getToken() {
      const state = await installation();
      if (!state.token) return register(state);
      const now = await current(state, state.token);
      if (!now) return register(state);
      if (now !== state.token) {
        save({ ...state, token: now });
        listeners.forEach((listener) => listener(now));
      }
      return now;
    },
    async deleteToken() {
      const state = readState(deps.storage);
      if (!state?.token) return;
      save({ fid: state.fid, authToken: state.authToken });
      await deps.fetch(`${registrations}/${encodeURIComponent(state.token)}`, { method: 'DELETE', headers: headers(state) });
    },
    onTokenRefresh(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
