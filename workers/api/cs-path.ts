/**
 * A customer-service entry's path (spec §3 Customer service entry; ACCEPTANCE Q60): base64 of DES-ECB/PKCS7 of the
 * provider URL under an 8-character key, followed by that key. The backend encrypts with crypto-js the same way.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';
import Base64 from 'crypto-js/enc-base64';
import { CS_PATH_KEY_LENGTH } from '../../src/shared/constants';
import { safeExternalUrl, safeSitePath } from '../../src/shared/outgoing-url';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The URL the path hides (an http(s) address, or a page of this site as a path), as the outgoing-URL check resolved
 * it; null when the path is not one (too short, not base64, wrong key, not such a URL).
 */
export function decryptCsPath(path: string): string | null {
  if (typeof path !== 'string' || path.length <= CS_PATH_KEY_LENGTH) return null;
  const cipherText = path.slice(0, -CS_PATH_KEY_LENGTH);
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  if (!BASE64.test(cipherText) || cipherText.length % 4 !== 0) return null;
  let plain: string;
  try {
    const decrypted = CryptoJS.DES.decrypt(
      CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherText) }),
      CryptoJS.enc.Utf8.parse(key),
      { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 },
    );
    plain = decrypted.toString(CryptoJS.enc.Utf8);
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the key is wrong.
    return null;
  }
  return safeSitePath(plain) ?? safeExternalUrl(plain);
}
