/**
 * The asset-list hash (ACCEPTANCE Q72): SHA-256 of the manifest's text, hex. Outside a secure context WebCrypto is
 * missing, so a 53-bit FNV-style hash stands in (the check only compares, it proves nothing).
 */

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** cyrb53 (public domain): a fast, well-mixed 53-bit string hash. */
export function fallbackHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `fnv-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)}`;
}

export async function hashText(text: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  if (!subtle) return fallbackHash(text);
  return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
