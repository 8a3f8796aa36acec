/**
 * Firebase id tokens. The reference backend runs against the Firebase Auth Emulator, whose tokens are
 * unsigned (alg "none"), so only the claims are checked here: a production backend verifies the
 * signature against Google's public keys as well.
 */

export interface FirebaseIdentity {
  uid: string;
  provider: string | undefined;
  name: string | undefined;
  picture: string | undefined;
}

interface Claims {
  sub?: string;
  user_id?: string;
  exp?: number;
  name?: string;
  picture?: string;
  firebase?: { sign_in_provider?: string };
}

export function readIdToken(idToken: string, nowMs: number): FirebaseIdentity | undefined {
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    const uid = claims.user_id ?? claims.sub;
    if (!uid || (claims.exp !== undefined && claims.exp * 1000 < nowMs)) return undefined;
    return { uid, provider: claims.firebase?.sign_in_provider, name: claims.name, picture: claims.picture };
  } catch {
    return undefined;
  }
}
