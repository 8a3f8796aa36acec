/** Test support for the API worker tests: a fake fetch that records what went over the wire, and crypto helpers. */
import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';
import type { FetchLike } from '../../../workers/api/http-client';
import { createJsEncryptRsa, type JsEncryptLike, type RsaEncrypt } from '../../../workers/api/encryption';

export interface SentRequest {
  url: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The raw body text, as the server would log it. */
  rawBody: string | undefined;
  body: unknown;
  init: RequestInit;
  /** Date.now() when fetch was called (fake timers make this the test clock). */
  at: number;
}

export type Handler = (request: SentRequest) => Response | Promise<Response>;

export function envelope(value: unknown, status = 200): Response {
  return json({ success: true, value }, status);
}

export function failEnvelope(errorCode: string, message?: string, status = 200, value?: unknown): Response {
  return json({ success: false, errorCode, message, value }, status);
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A fake fetch: records every request and answers with handler (default: success with value null). */
export function fakeServer(handler: Handler = () => envelope(null)) {
  const sent: SentRequest[] = [];
  let respond = handler;
  const fetch: FetchLike = (url, init) => {
    const parsed = new URL(url, 'https://www.demo.test');
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      rawBody,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      init,
      at: Date.now(),
    };
    sent.push(request);
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const onAbort = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => respond(request))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  };
  return {
    fetch,
    sent,
    to: (path: string) => sent.filter((request) => request.path === path),
    setHandler(next: Handler) {
      respond = next;
    },
  };
}

const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt') as new () => JsEncryptLike;
export const jsencryptRsa: RsaEncrypt = createJsEncryptRsa(JSEncrypt);

export interface RsaKeyPair {
  /** base64 SPKI DER, as GET /wps/session/key/rsa returns it. */
  publicKey: string;
  privateKey: KeyObject;
}

export function rsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), privateKey };
}

/** RSA PKCS#1 v1.5 decryption the way Node 20 allows it: no padding, then the 00 02 … 00 prefix removed by hand. */
export function rsaDecrypt(privateKey: KeyObject, base64: string): string {
  const size = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  const cipher = Buffer.from(base64, 'base64');
  const padded = Buffer.concat([Buffer.alloc(Math.max(0, size - cipher.length)), cipher]);
  const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, padded);
  if (plain[0] !== 0 || plain[1] !== 2) throw new Error('bad RSA padding');
  return plain.subarray(plain.indexOf(0, 2) + 1).toString('utf8');
}

export function desDecrypt(base64: string, key: string): string {
  return CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
}
