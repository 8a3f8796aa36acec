/** Helpers of the trust tests: a backend with QA off over the seeded fixtures, and a Firebase-style signing key. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AppOptions } from '../../server/app';
import { startServer, type TestServer } from './helpers';

/**
 * A production-like backend (QA off) whose store holds the ACCEPTANCE 0.4 members: a QA backend seeds the file first,
 * and prepare() may read what only the QA surface shows (a TOTP secret) before it closes.
 */
export async function seededProductionServer<T = undefined>(
  overrides: Partial<AppOptions> = {},
  prepare?: (qaServer: TestServer) => Promise<T>,
): Promise<{ server: TestServer; prepared: T | undefined }> {
  const dbPath = join(mkdtempSync(join(tmpdir(), 'wps-trust-')), 'wps.sqlite');
  const qaServer = await startServer({ dbPath });
  const prepared = prepare ? await prepare(qaServer) : undefined;
  await qaServer.close();
  return { server: await startServer({ ...overrides, dbPath, qa: false }), prepared };
}

export const PROJECT_ID = 'demo-test';

export interface SigningKey {
  keys: JWTVerifyGetKey;
  sign(claims: JWTPayload, header?: { alg?: string; kid?: string }): Promise<string>;
}

/** An RS256 key pair published as a local JWKS, the way Google publishes the securetoken keys. */
export async function firebaseSigningKey(kid = 'test-key-1'): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    sign: (claims, header = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg: header.alg ?? 'RS256', kid: header.kid ?? kid, typ: 'JWT' }).sign(privateKey),
  };
}

/** The claims of a Firebase id token for uid, issued at nowS. */
export function firebaseClaims(uid: string, nowS: number, projectId = PROJECT_ID): JWTPayload {
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    iat: nowS,
    auth_time: nowS,
    exp: nowS + 3600,
    firebase: { sign_in_provider: 'google.com' },
  };
}
