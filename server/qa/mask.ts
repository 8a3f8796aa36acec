/** Masks password-like fields before a body reaches the request log. */

const SECRET_KEY = /pass(word)?|psw|pwd|secret/i;
export const MASK = '***';

export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && typeof inner === 'string' ? MASK : maskSecrets(inner),
    ]),
  );
}

function hasSecretKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasSecretKey);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => SECRET_KEY.test(key) || hasSecretKey(inner));
}

/** A raw JSON body holding secrets is logged re-serialised with them masked; anything else as received. */
export function maskRawBody(raw: string | undefined): string | undefined {
  if (raw === undefined || !SECRET_KEY.test(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return hasSecretKey(parsed) ? JSON.stringify(maskSecrets(parsed)) : raw;
  } catch {
    return raw;
  }
}
