/**
 * Google and Facebook sign-in's QA wiring (ACCEPTANCE C76, C77, Q44): the Google Identity Services stand-in
 * (/__emu/gsi), the Facebook SDK stand-in (/__emu/facebook), the
 * runtime config that points the page at it and at the Firebase Auth Emulator, and the policy that lets the page
 * reach them (or Google's and Firebase's own hosts in production).
 */
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FIREBASE_AUTH_HOSTS,
  RECAPTCHA_FRAME_SOURCES,
  RECAPTCHA_SCRIPT_SOURCES,
  staticSitePolicyInput,
  type PolicySettings,
} from '../../server/http/content-security-policy';
import { GSI_CLIENT_SCRIPT } from '../../server/qa/emulators/google-identity';
import type { RuntimeConfig, SiteSettings } from '../../src/shared/contract';
import { FACEBOOK_SDK_SCRIPT_URL, GOOGLE_IDENTITY_SCRIPT_URL } from '../../src/shared/constants';
import { startServer, type TestServer } from './helpers';

const EMULATOR = 'http://localhost:9099';

async function runtimeConfigOf(server: TestServer): Promise<RuntimeConfig> {
  return (await (await fetch(`${server.base}/m/config.json`)).json()) as RuntimeConfig;
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Google Identity Services stand-in', () => {
  let server: TestServer;
  let clientId = '';
  beforeAll(async () => {
    server = await startServer({ firebase: { emulator: true, emulatorUrl: EMULATOR } });
    const settings = await server.call<SiteSettings>('GET', '/wps/system/settings');
    clientId = settings.body.value?.sms.googleWebClientId ?? '';
  }, 60_000);
  afterAll(() => server.close());

  it('the QA runtime config names the stand-in and the Auth Emulator', async () => {
    const config = await runtimeConfigOf(server);
    expect(config.googleIdentityScriptUrl).toBe('/__emu/gsi/client');
    expect(config.firebaseAuthEmulatorUrl).toBe(EMULATOR);
  });

  it('names no emulator without the emulator switch, and nothing of QA outside QA', async () => {
    const noEmulator = await startServer({ firebase: { emulatorUrl: EMULATOR } });
    const plain = await startServer({ qa: false, firebase: { emulator: true, emulatorUrl: EMULATOR } });
    try {
      expect((await runtimeConfigOf(noEmulator)).firebaseAuthEmulatorUrl).toBeUndefined();
      const plainConfig = await runtimeConfigOf(plain);
      expect(plainConfig.firebaseAuthEmulatorUrl).toBeUndefined();
      expect(plainConfig.googleIdentityScriptUrl).toBeUndefined();
      expect((await fetch(`${plain.base}/__emu/gsi/client`)).status).toBe(404);
    } finally {
      await noEmulator.close();
      await plain.close();
    }
  }, 60_000);

  it('gives an unsigned Google id token for a merchant’s web client id, and refuses any other (C77)', async () => {
    expect(clientId).not.toBe('');
    const answer = await fetch(`${server.base}/__emu/gsi/credential?client_id=${encodeURIComponent(clientId)}&user=g-1&name=Gee`);
    expect(answer.status).toBe(200);
    const { credential, select_by } = (await answer.json()) as { credential: string; select_by: string };
    expect(select_by).toBe('user');
    expect(JSON.parse(Buffer.from(credential.split('.')[0] ?? '', 'base64url').toString('utf8'))).toEqual({
      alg: 'none',
      typ: 'JWT',
    });
    expect(claimsOf(credential)).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: 'g-1',
      name: 'Gee',
      email_verified: true,
    });
    // No Google session in this browser (no user): the prompt is not displayed. That is an answer, not an error.
    const noSession = await fetch(`${server.base}/__emu/gsi/credential?client_id=${encodeURIComponent(clientId)}`);
    expect([noSession.status, await noSession.json()]).toEqual([200, { error: 'no_session' }]);
    expect((await fetch(`${server.base}/__emu/gsi/credential?client_id=someone-else&user=g-1`)).status).toBe(400);
    expect((await fetch(`${server.base}/__emu/gsi/credential`)).status).toBe(400);
  });

  it('serves google.accounts.id: without a Google session the prompt is not displayed, nor for an unknown client', async () => {
    const response = await fetch(`${server.base}/__emu/gsi/client`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();
    expect(source).toBe(GSI_CLIENT_SCRIPT);

    const window: Record<string, unknown> = {};
    runInNewContext(source, {
      window,
      document: { currentScript: { src: `${server.base}/__emu/gsi/client` } },
      location: { href: `${server.base}/m/login` },
      URL,
      fetch,
    });
    const id = (window.google as { accounts: { id: Record<string, (...args: unknown[]) => void> } }).accounts.id;
    // No Google session: not displayed, and the callback is not called.
    const passive = await new Promise<string | undefined>((resolve) => {
      id.initialize?.({ client_id: clientId, callback: () => resolve('called') });
      id.prompt?.((moment: { isNotDisplayed(): boolean; getNotDisplayedReason(): string }) =>
        resolve(moment.isNotDisplayed() ? moment.getNotDisplayedReason() : 'shown'),
      );
    });
    expect(passive).toBe('opt_out_or_no_session');

    const notShown = await new Promise<string | undefined>((resolve) => {
      id.initialize?.({ client_id: 'unknown-client', callback: () => resolve('called') });
      id.prompt?.((moment: { isNotDisplayed(): boolean; getNotDisplayedReason(): string }) =>
        resolve(moment.isNotDisplayed() ? moment.getNotDisplayedReason() : 'shown'),
      );
    });
    expect(notShown).toBe('invalid_client');
  });
});

describe('Facebook SDK stand-in', () => {
  let server: TestServer;
  let appId = '';
  beforeAll(async () => {
    server = await startServer();
    const settings = await server.call<SiteSettings>('GET', '/wps/system/settings');
    appId = settings.body.value?.sms.facebookAppId ?? '';
  }, 60_000);
  afterAll(() => server.close());

  it('FB.login answers an access token for the merchant’s app id (C77), a closed dialog on cancel, nothing for others', async () => {
    expect((await runtimeConfigOf(server)).facebookSdkScriptUrl).toBe('/__emu/facebook/sdk.js');
    const source = await (await fetch(`${server.base}/__emu/facebook/sdk.js`)).text();
    const window: Record<string, unknown> = {};
    runInNewContext(source, { window, document: { currentScript: { src: `${server.base}/__emu/facebook/sdk.js` } }, URL, fetch });
    type Answer = { status: string; authResponse: { accessToken: string; userID: string } | null };
    const FB = window.FB as { init(options: { appId: string }): void; login(callback: (answer: Answer) => void): void };
    const login = () => new Promise<Answer>((resolve) => FB.login(resolve));

    FB.init({ appId });
    const answer = await login();
    expect(answer).toMatchObject({ status: 'connected', authResponse: { userID: 'facebook-new' } });
    expect(claimsOf(answer.authResponse?.accessToken ?? '')).toMatchObject({ sub: 'facebook-new', aud: appId });

    const chosen = await fetch(`${server.base}/__emu/facebook/login?app_id=${appId}&user=fb-7&name=Eff`);
    const token = ((await chosen.json()) as Answer).authResponse?.accessToken ?? '';
    expect(claimsOf(token)).toMatchObject({ sub: 'fb-7', name: 'Eff' });
    const cancelled = await fetch(`${server.base}/__emu/facebook/login?app_id=${appId}&cancel=1`);
    expect(await cancelled.json()).toEqual({ status: 'unknown', authResponse: null });

    FB.init({ appId: 'someone-else' });
    expect(await login()).toEqual({ status: 'unknown', authResponse: null });
    expect((await fetch(`${server.base}/__emu/facebook/login?app_id=someone-else`)).status).toBe(400);
  });
});

describe('the policy of Google sign-in', () => {
  const SETTINGS: PolicySettings = { captcha: false, firebasePush: false, firebaseAuth: true, imageCdns: [] };

  it('lets the page reach the stand-in (its own origin) and the Auth Emulator in QA', () => {
    const policy = contentSecurityPolicy({
      runtime: { apiBase: '', googleIdentityScriptUrl: '/__emu/gsi/client', firebaseAuthEmulatorUrl: EMULATOR },
      settings: SETTINGS,
    });
    expect(policy['connect-src']).toContain(EMULATOR);
    expect(policy['frame-src']).toContain(EMULATOR);
    for (const host of FIREBASE_AUTH_HOSTS) expect(policy['connect-src']).not.toContain(host);
    expect(policy['script-src']).not.toContain('https://accounts.google.com');
    // Firebase's sign-in popup loads Google's gapi, emulator or not.
    expect(policy['script-src']).toContain('https://apis.google.com');
  });

  it('lets the page reach Google Identity Services and Firebase Auth in production, and neither without the settings', () => {
    const policy = contentSecurityPolicy({ runtime: { apiBase: '' }, settings: SETTINGS });
    const gsi = new URL(GOOGLE_IDENTITY_SCRIPT_URL).origin;
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src']) expect(policy[directive]).toContain(gsi);
    expect(policy['connect-src']).toEqual(expect.arrayContaining([...FIREBASE_AUTH_HOSTS]));
    // Facebook's SDK, and Firebase's sign-in popup: gapi, and its frame on the project's auth domain.
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([new URL(FACEBOOK_SDK_SCRIPT_URL).origin, 'https://apis.google.com']),
    );
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://*.firebaseapp.com', 'https://www.facebook.com']));
    const ownDomain = contentSecurityPolicy({
      runtime: { apiBase: '' },
      settings: { ...SETTINGS, firebaseAuthDomain: 'demo-app.firebaseapp.com' },
    });
    expect(ownDomain['frame-src']).toContain('https://demo-app.firebaseapp.com');
    expect(ownDomain['frame-src']).not.toContain('https://*.firebaseapp.com');
    expect(contentSecurityPolicy(staticSitePolicyInput())['script-src']).toContain(gsi);

    const off = contentSecurityPolicy({ runtime: { apiBase: '' }, settings: { ...SETTINGS, firebaseAuth: false } });
    expect(off['script-src']).not.toContain(gsi);
    expect(off['frame-src']).toEqual(["'self'"]);
  });

  it('adds reCAPTCHA for Firebase phone codes (C78) in production only: the emulator needs none', () => {
    expect(contentSecurityPolicy({ runtime: { apiBase: '' }, settings: SETTINGS })['script-src']).not.toEqual(
      expect.arrayContaining([...RECAPTCHA_SCRIPT_SOURCES]),
    );
    const phone = contentSecurityPolicy({ runtime: { apiBase: '' }, settings: { ...SETTINGS, firebasePhone: true } });
    expect(phone['script-src']).toEqual(expect.arrayContaining([...RECAPTCHA_SCRIPT_SOURCES]));
    expect(phone['frame-src']).toEqual(expect.arrayContaining([...RECAPTCHA_FRAME_SOURCES]));
    const emulated = contentSecurityPolicy({
      runtime: { apiBase: '', firebaseAuthEmulatorUrl: EMULATOR },
      settings: { ...SETTINGS, firebasePhone: true },
    });
    for (const source of RECAPTCHA_SCRIPT_SOURCES) expect(emulated['script-src']).not.toContain(source);
    expect(contentSecurityPolicy(staticSitePolicyInput())['script-src']).toEqual(
      expect.arrayContaining([...RECAPTCHA_SCRIPT_SOURCES]),
    );
  });
});
