/**
 * Firebase id tokens, verified the way Firebase documents for third-party backends: an RS256 signature by one of
 * Google's securetoken keys (JWKS, fetched and cached by jose), iss https://securetoken.google.com/<projectId>,
 * aud <projectId> (the merchant's sms provider settings), exp in the future, iat and auth_time not, sub non-empty.
 * The Auth Emulator signs nothing (alg "none"); its tokens pass only on a QA backend configured for the emulator,
 * and their claims are checked all the same.
 */
import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** Clock skew tolerated between Google and this server. */
const CLOCK_TOLERANCE_S = 5;

export interface FirebaseAuthOptions {
  /** The signing keys; by default Google's securetoken JWKS at jwksUrl. */
  keys?: JWTVerifyGetKey;
  jwksUrl?: string;
  /** The clients sign in against the Firebase Auth Emulator: accept its unsigned tokens (QA mode only). */
  emulator?: boolean;
  /** Where that emulator listens (http://localhost:9099), told to the page in /m/config.json (QA mode only). */
  emulatorUrl?: string;
}

export interface FirebaseIdentity {
  uid: string;
  provider: string | undefined;
  name: string | undefined;
  picture: string | undefined;
  /** The E.164 number of a phone sign-in (sign_in_provider 'phone'). */
  phoneNumber: string | undefined;
}

export type FirebaseTokenVerifier = (idToken: string, projectId: string, nowMs: number) => Promise<FirebaseIdentity | undefined>;

interface FirebaseClaims extends JWTPayload {
  auth_time?: unknown;
  name?: unknown;
  picture?: unknown;
  phone_number?: unknown;
  firebase?: { sign_in_provider?: unknown };
}

export function createFirebaseVerifier(options: FirebaseAuthOptions = {}, qa = false): FirebaseTokenVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_SECURETOKEN_JWKS_URL));
  const acceptUnsigned = qa && options.emulator === true;

  return async (idToken, projectId, nowMs) => {
    if (!projectId) return undefined;
    const claimChecks = {
      issuer: `https://securetoken.google.com/${projectId}`,
      audience: projectId,
      requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
      currentDate: new Date(nowMs),
      clockTolerance: CLOCK_TOLERANCE_S,
    };
    try {
      const claims = (
        acceptUnsigned && isUnsigned(idToken)
          ? UnsecuredJWT.decode(idToken, claimChecks).payload
          : (await jwtVerify(idToken, keys, { ...claimChecks, algorithms: ['RS256'] })).payload
      ) as FirebaseClaims;
      return identityOf(claims, nowMs);
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  };
}

function isUnsigned(idToken: string): boolean {
  const header = idToken.split('.')[0] ?? '';
  try {
    return (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg === 'none';
  } catch {
    return false;
  }
}

/** The claims jose leaves to the caller: times that must be past, and a usable uid. */
function identityOf(claims: FirebaseClaims, nowMs: number): FirebaseIdentity | undefined {
  const latest = nowMs / 1000 + CLOCK_TOLERANCE_S;
  if (typeof claims.iat !== 'number' || claims.iat > latest) return undefined;
  if (typeof claims.auth_time !== 'number' || claims.auth_time > latest) return undefined;
  const uid = claims.sub;
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) return undefined;
  return {
    uid,
    provider: optionalString(claims.firebase?.sign_in_provider),
    name: optionalString(claims.name),
    picture: optionalString(claims.picture),
    phoneNumber: optionalString(claims.phone_number),
  };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
