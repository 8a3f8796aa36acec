/** Shared helpers for the backend tests: a real server on a temporary SQLite file, a fetch wrapper, and the client's encryption. */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, createHmac } from 'node:crypto';
import CryptoJS from 'crypto-js';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { EncryptedBody, Envelope } from '../../src/shared/contract';

const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };

export const PASSWORD = 'Passw0rd!';
export const DEFAULT_PW = 'Test#Default1';

export interface TestServer {
  app: FastifyInstance;
  base: string;
  dir: string;
  options: AppOptions;
  close(): Promise<void>;
  call<T = unknown>(method: string, path: string, init?: CallInit): Promise<CallResult<T>>;
}

export interface CallInit {
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  merchant?: string | null;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  text: string;
}

export async function startServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'wps-test-'));
  const options: AppOptions = { dbPath: join(dir, 'wps.sqlite'), qa: true, defaultMobilePassword: DEFAULT_PW, ...overrides };
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  return {
    app,
    base,
    dir,
    options,
    async close() {
      await app.close();
      if (!overrides.dbPath) rmSync(dir, { recursive: true, force: true });
    },
    call: (method, path, init) => call(base, method, path, init),
  };
}

export async function call<T>(base: string, method: string, path: string, init: CallInit = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.merchant !== null) headers.Merchant = init.merchant ?? 'DEMO';
  if (init.token) headers.Authorization = init.token;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['Content-Type'] = init.contentType ?? 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { success: false, errorCode: 'not.json' };
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** The browser worker's encryption (ACCEPTANCE Q3): jsencrypt for RSA, crypto-js DES-ECB/PKCS7 under the first 8 bytes of a random 16-char key. */
export function encryptPayload(publicKey: string, payload: unknown, key = randomKey()): EncryptedBody {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const RSA = rsa.encrypt(key);
  if (!RSA) throw new Error('RSA encryption failed');
  const DES = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  return { rsaKey: publicKey, RSA, DES };
}

function randomKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 16 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

export function digestOf(des: string): string {
  return createHash('sha256').update(des).digest('hex');
}

export async function publicKey(server: TestServer, merchant = 'DEMO'): Promise<string> {
  const answer = await server.call<string>('GET', `/wps/session/key/rsa?_=${Date.now()}`, { merchant });
  if (!answer.body.success || typeof answer.body.value !== 'string') throw new Error('no RSA key');
  return answer.body.value;
}

/** POSTs a payload the way the client does for encrypted endpoints. */
export async function postEncrypted<T>(
  server: TestServer,
  path: string,
  payload: unknown,
  init: CallInit = {},
): Promise<CallResult<T>> {
  const body = encryptPayload(await publicKey(server, init.merchant ?? 'DEMO'), payload);
  return server.call<T>('POST', path, { ...init, body, headers: { Encryption: 'RSA-DES', ...(init.headers ?? {}) } });
}

export async function login(server: TestServer, username: string, password = PASSWORD, merchant = 'DEMO'): Promise<string> {
  const answer = await postEncrypted<{ token: string }>(
    server,
    '/wps/session/login',
    { username, password, type: 'username', device: 'MOBILE' },
    { merchant },
  );
  if (!answer.body.success || !answer.body.value) throw new Error(`login failed: ${answer.text}`);
  return answer.body.value.token;
}

/** The same login through app.inject, for tests that build the app without listening. */
export async function injectLogin(app: FastifyInstance, username = 'member1', password = PASSWORD): Promise<string> {
  const key = (await app.inject({ url: '/wps/session/key/rsa?_=1', headers: { merchant: 'DEMO' } })).json<{ value: string }>();
  const answer = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant: 'DEMO', encryption: 'RSA-DES' },
    payload: encryptPayload(key.value, { username, password, type: 'username', device: 'MOBILE' }),
  });
  const token = answer.json<{ value?: { token: string } }>().value?.token;
  if (!token) throw new Error(`login failed: ${answer.body}`);
  return token;
}

/** Telegram Login Widget data signed with the merchant's QA bot token. */
export function telegramWidgetAuth(
  botToken: string,
  user: { id: number; first_name: string; username?: string },
  authDate = Math.floor(Date.now() / 1000),
): string {
  const fields: Record<string, string> = { auth_date: String(authDate), first_name: user.first_name, id: String(user.id) };
  if (user.username) fields.username = user.username;
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(check).digest('hex');
  return JSON.stringify({ ...fields, id: user.id, auth_date: authDate, hash });
}

/**
 * An unsigned (`alg: none`) Firebase id token, as the Auth emulator issues (accepted by a QA backend with
 * firebase.emulator on), fresh at `nowS` (seconds); a phone sign-in adds its phone_number claim.
 */
export function firebaseIdToken(
  uid: string,
  provider = 'google.com',
  projectId = 'demo-test',
  nowS = Math.floor(Date.now() / 1000),
  extraClaims: Record<string, unknown> = {},
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = nowS;
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: provider },
    ...extraClaims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

export async function lastSmsCode(server: TestServer, mobileNum: string): Promise<string> {
  const answer = await server.call<{ code: string }>('GET', `/__qa/sms/last?mobileNum=${mobileNum}`);
  if (!answer.body.value) throw new Error('no SMS sent');
  return answer.body.value.code;
}

export const DEMO_BOT_TOKEN = '7000000001:QA-DEMO-bot-token';
