/**
 * Decrypts an encrypted submission {rsaKey, RSA, DES} (ACCEPTANCE Q3): RSA-PKCS#1 v1.5 gives the random
 * string K, and DES-ECB/PKCS7 under the first 8 bytes of K gives the JSON payload.
 */
import { constants, createHash, privateDecrypt, timingSafeEqual } from 'node:crypto';
import type { EncryptedBody } from '../../src/shared/contract';
import { desDecryptEcb } from './des';

export class SubmissionError extends Error {
  constructor(readonly code: 'decrypt.failed' | 'digest.mismatch') {
    super(code);
  }
}

export function isEncryptedBody(body: unknown): body is EncryptedBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body).sort();
  return keys.length === 3 && keys[0] === 'DES' && keys[1] === 'RSA' && keys[2] === 'rsaKey';
}

/**
 * PKCS#1 v1.5 type 2 unpadding done by hand, because Node 20 refuses RSA_PKCS1_PADDING for private
 * decryption (CVE-2023-46809). This is NOT safe against the Marvin timing attack: its branches leak
 * whether the padding was valid. Acceptable only in this reference backend, where TLS is the security
 * and RSA+DES is merely the wire protocol.
 */
export function rsaDecryptPkcs1(privateKeyPem: string, ciphertextBase64: string): Buffer {
  const ciphertext = Buffer.from(ciphertextBase64, 'base64');
  const keyBytes = 256;
  if (ciphertext.length === 0 || ciphertext.length > keyBytes) throw new SubmissionError('decrypt.failed');
  // jsencrypt may drop leading zero bytes: left-pad to the modulus length.
  const padded = Buffer.concat([Buffer.alloc(keyBytes - ciphertext.length), ciphertext]);
  const block = privateDecrypt({ key: privateKeyPem, padding: constants.RSA_NO_PADDING }, padded);
  if (block[0] !== 0x00 || block[1] !== 0x02) throw new SubmissionError('decrypt.failed');
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) throw new SubmissionError('decrypt.failed');
  return block.subarray(separator + 1);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SubmissionHeaders {
  digest?: string;
  rsa?: string;
}

/** Checks the optional X-Digest / X-RSA headers, then decrypts. */
export function decryptSubmission(body: EncryptedBody, privateKeyPem: string | undefined, headers: SubmissionHeaders): unknown {
  if (headers.digest !== undefined && !sameText(headers.digest.toLowerCase(), sha256Hex(body.DES))) {
    throw new SubmissionError('digest.mismatch');
  }
  if (headers.rsa !== undefined && !sameText(headers.rsa, body.RSA)) throw new SubmissionError('digest.mismatch');
  if (!privateKeyPem) throw new SubmissionError('decrypt.failed');
  try {
    const key = rsaDecryptPkcs1(privateKeyPem, body.RSA).toString('utf8');
    if (key.length < 8) throw new SubmissionError('decrypt.failed');
    const json = desDecryptEcb(body.DES, key.slice(0, 8));
    return JSON.parse(json) as unknown;
  } catch {
    throw new SubmissionError('decrypt.failed');
  }
}
