/**
 * What the Google and Facebook stand-ins share: their query parameters, the merchant setting that makes a client or
 * app id known, and the unsigned tokens (alg "none") they hand out, which only the Firebase Auth Emulator reads.
 */
import type { Db } from '../../db/database';

const MAX_PARAM_LENGTH = 256;

/** A non-empty query parameter of at most 256 characters. */
export function queryParam(query: unknown, name: string): string | undefined {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' && value.length <= MAX_PARAM_LENGTH ? value : undefined;
}

/** Whether some merchant's sms provider settings hold this value under `field` (googleWebClientId, facebookAppId). */
export function knownSmsSetting(db: Db, field: 'googleWebClientId' | 'facebookAppId', value: string): boolean {
  return (
    db.prepare(`SELECT 1 FROM merchants WHERE json_extract(config, '$.settings.sms.${field}') = ?`).pluck().get(value) !==
    undefined
  );
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT of the claims. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}
