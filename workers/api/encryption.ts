/**
 * The RSA+DES submission format of ACCEPTANCE Q3: a random 16-character string K; DES = base64 of DES-ECB/PKCS7
 * of the UTF-8 JSON payload under the first 8 bytes of K; RSA = base64 of RSA-PKCS#1 v1.5 of K under the
 * server's key. This is the backend's protocol, not the security (TLS is).
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';
import Base64 from 'crypto-js/enc-base64';
import SHA256 from 'crypto-js/sha256';
import type { EncryptedBody } from '../../src/shared/contract';

export const ENCRYPTION_SCHEME = 'RSA-DES';
export const RANDOM_KEY_LENGTH = 16;
const DES_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Encrypts plainText under a base64 (or PEM) public key, returning base64; throws on failure. */
export type RsaEncrypt = (publicKey: string, plainText: string) => string;

/** The jsencrypt constructor's shape; the worker passes the real one, Node tests one loaded with createRequire. */
export interface JsEncryptLike {
  setPublicKey(key: string): void;
  encrypt(text: string): string | false;
}

export function createJsEncryptRsa(JsEncrypt: new () => JsEncryptLike): RsaEncrypt {
  return (publicKey, plainText) => {
    const rsa = new JsEncrypt();
    rsa.setPublicKey(publicKey);
    const encrypted = rsa.encrypt(plainText);
    if (!encrypted) throw new Error('RSA encryption failed: invalid public key');
    return encrypted;
  };
}

/** A random string of KEY_ALPHABET characters from cryptographic randomness (rejection sampling, no bias). */
export function randomKeyString(
  length = RANDOM_KEY_LENGTH,
  randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  const limit = 256 - (256 % KEY_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return out;
}

export function desEncrypt(plainText: string, key: string): string {
  const keyWords = CryptoJS.enc.Utf8.parse(key.slice(0, DES_KEY_LENGTH));
  return CryptoJS.DES.encrypt(plainText, keyWords, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).ciphertext.toString(
    Base64,
  );
}

export function sha256Hex(text: string): string {
  return SHA256(text).toString();
}

export interface EncryptedSubmission {
  body: EncryptedBody;
  headers: Record<string, string>;
}

export interface EncryptDeps {
  rsaEncrypt: RsaEncrypt;
  randomKey?: () => string;
}

/** Builds the {rsaKey, RSA, DES} body and its headers; throws when the key or the payload cannot be encrypted. */
export function encryptPayload(payload: unknown, publicKey: string, deps: EncryptDeps): EncryptedSubmission {
  if (typeof publicKey !== 'string' || publicKey.trim() === '') throw new Error('RSA encryption failed: no public key');
  const key = (deps.randomKey ?? randomKeyString)();
  const DES = desEncrypt(JSON.stringify(payload ?? {}), key);
  const RSA = deps.rsaEncrypt(publicKey, key);
  return {
    body: { rsaKey: publicKey, RSA, DES },
    headers: { Encryption: ENCRYPTION_SCHEME, 'X-RSA': RSA, 'X-Digest': sha256Hex(DES) },
  };
}
