/** The local push provider against a fake FCM emulator: installation once (5xx retried once, F46), registration with
 * the VAPID key and sender id (F41), a held token checked (rotation, F43), deletion. */
import { describe, expect, it, vi } from 'vitest';
import { createLocalPushProvider, LOCAL_PUSH_STATE_KEY } from './local';
import type { PushConfig } from '../adapter';
import { memoryStorage } from '../../../../tests/unit/support/memory-storage';

const CONFIG: PushConfig = {
  vapidKey: 'BQA-DEMO-vapid-public-key',
  topic: 'DEMO',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'localhost',
    projectId: 'demo-test',
    appId: '1:1:web:demo',
    messagingSenderId: '100000000001',
  },
};

function fakeEmulator(installationStatuses: number[] = []) {
  const requests: Array<{ method: string; url: string; body: unknown; headers: Record<string, string> }> = [];
  let current = 'TKN';
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    requests.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    if (url.includes('/installations')) {
      const status = installationStatuses.shift() ?? 200;
      return status === 200
        ? Response.json({ fid: (body as { fid: string }).fid, authToken: { token: 'AUTH' } })
        : new Response(null, { status });
    }
    if (method === 'POST') return Response.json({ token: current });
    if (method === 'DELETE') return Response.json({});
    return Response.json({ token: current });
  });
  return { fetch, requests, rotate: (token: string) => (current = token) };
}

const deps = (emulator: ReturnType<typeof fakeEmulator>, storage = memoryStorage()) => ({
  apiBase: '',
  origin: 'https://www.demo.test',
  fetch: emulator.fetch,
  storage,
  randomId: () => 'fid-1',
});

describe('local push provider', () => {
  it('installs, then registers with the VAPID key and the sender id; the next getToken only checks', async () => {
    const emulator = fakeEmulator();
    const storage = memoryStorage();
    const provider = createLocalPushProvider(CONFIG, deps(emulator, storage));
    expect(await provider.getToken()).toBe('TKN');
    expect(emulator.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /__emu/fcm/installations/v1/projects/demo-test/installations',
      'POST /__emu/fcm/registrations/v1/projects/demo-test/registrations',
    ]);
    expect(emulator.requests[0]?.headers['x-goog-api-key']).toBe('demo-api-key');
    expect(emulator.requests[1]?.body).toEqual({
      senderId: '100000000001',
      web: { applicationPubKey: 'BQA-DEMO-vapid-public-key', endpoint: 'https://www.demo.test/__emu/fcm/send/fid-1' },
    });
    expect(emulator.requests[1]?.headers['x-goog-firebase-installations-auth']).toBe('FIS_v2 AUTH');
    expect(JSON.parse(storage.values.get(LOCAL_PUSH_STATE_KEY) ?? '{}')).toEqual({
      fid: 'fid-1',
      authToken: 'AUTH',
      token: 'TKN',
    });

    const again = createLocalPushProvider(CONFIG, deps(emulator, storage));
    expect(await again.getToken()).toBe('TKN');
    expect(emulator.requests.slice(2).map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /__emu/fcm/registrations/v1/projects/demo-test/registrations/TKN',
    ]);
  });

  it('retries an installation 503 once, then succeeds (2 requests)', async () => {
    const emulator = fakeEmulator([503]);
    expect(await createLocalPushProvider(CONFIG, deps(emulator)).getToken()).toBe('TKN');
    expect(emulator.requests.filter((request) => request.url.includes('/installations'))).toHaveLength(2);
  });

  it('gives up after two 503s: exactly 2 installation requests and no registration', async () => {
    const emulator = fakeEmulator([503, 503]);
    await expect(createLocalPushProvider(CONFIG, deps(emulator)).getToken()).rejects.toThrow(/503/);
    expect(emulator.requests).toHaveLength(2);
  });

  it('reports a rotation on the provider side through onTokenRefresh', async () => {
    const emulator = fakeEmulator();
    const provider = createLocalPushProvider(CONFIG, deps(emulator));
    const refreshed = vi.fn();
    provider.onTokenRefresh(refreshed);
    await provider.getToken();
    emulator.rotate('TKN2');
    expect(await provider.getToken()).toBe('TKN2');
    expect(refreshed).toHaveBeenCalledWith('TKN2');
  });

  it('deleteToken gives the token up; the next getToken registers anew', async () => {
    const emulator = fakeEmulator();
    const provider = createLocalPushProvider(CONFIG, deps(emulator));
    await provider.getToken();
    await provider.deleteToken();
    emulator.rotate('NEW');
    expect(await provider.getToken()).toBe('NEW');
    expect(emulator.requests.slice(2).map((request) => request.method)).toEqual(['DELETE', 'POST']);
  });
});
