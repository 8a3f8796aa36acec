/** DES-ECB with PKCS7 padding and an 8-byte UTF-8 key (ACCEPTANCE Q3, Q60), the way the browser's crypto-js does it. */
import CryptoJS from 'crypto-js';

function keyOf(key8: string) {
  return CryptoJS.enc.Utf8.parse(key8.slice(0, 8));
}

export function desEncryptEcb(plain: string, key8: string): string {
  return CryptoJS.DES.encrypt(plain, keyOf(key8), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

/** Throws when the ciphertext does not decrypt to valid UTF-8. */
export function desDecryptEcb(base64: string, key8: string): string {
  const plain = CryptoJS.DES.decrypt(base64, keyOf(key8), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return plain.toString(CryptoJS.enc.Utf8);
}
