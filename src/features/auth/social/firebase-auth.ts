/**
 * Firebase Auth for social sign-in (spec §3 Site settings, §7; ACCEPTANCE C76, C77, C84, C93, Q44): Firebase is set up
 * from the merchant's sms provider settings, against the Auth Emulator when the runtime config names one, and a
 * Google id token or a Facebook access token is exchanged for a Firebase id token (signInWithCredential); Twitter
 * signs in through Firebase's own popup (signInWithPopup); with the sms provider's firebase flag, SMS codes are
 * Firebase phone auth's (C78). The Firebase SDK is imported here on
 * demand, never with the first screen; the session lives only in memory, as the site's own session is the backend's.
 */
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type * as FirebaseAuthModule from 'firebase/auth';
import type { RuntimeConfig, SmsProviderSettings } from '../../../shared/contract';

/** The app name of sign-in, apart from push's (src/features/push/providers/firebase.ts). */
const APP_NAME = 'member-pwa-auth';

/** The Firebase web config of the sms provider settings (C77); undefined when sign-in cannot work with it. */
export function firebaseOptionsOf(sms: Partial<SmsProviderSettings> | undefined): FirebaseOptions | undefined {
  if (!sms?.apiKey || !sms.projectId || !sms.authDomain) return undefined;
  return {
    apiKey: sms.apiKey,
    authDomain: sms.authDomain,
    projectId: sms.projectId,
    ...(sms.appId ? { appId: sms.appId } : {}),
    ...(sms.messagingSenderId ? { messagingSenderId: sms.messagingSenderId } : {}),
  };
}

/** The runtime config's Auth Emulator as connectAuthEmulator takes it (an http(s) origin); undefined for none. */
export function authEmulatorOrigin(config: Pick<RuntimeConfig, 'firebaseAuthEmulatorUrl'> | undefined): string | undefined {
  const value = config?.firebaseAuthEmulatorUrl?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A Firebase Auth failure as C93 shows it: its code (auth/…) and the message it came with. */
export interface FirebaseFailure {
  code: string;
  message: string;
}

/** The member closed or replaced the sign-in: silent (C92, K79). */
const SILENT_CODES = new Set(['auth/cancelled-popup-request', 'auth/popup-closed-by-user', 'auth/user-cancelled']);

export function isSilentFirebaseFailure(failure: FirebaseFailure): boolean {
  return SILENT_CODES.has(failure.code);
}

/** Any thrown value as a FirebaseFailure (FirebaseError has code and message; anything else is auth/internal-error). */
export function firebaseFailureOf(error: unknown): FirebaseFailure {
  const fields = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
  return {
    code: typeof fields.code === 'string' && fields.code ? fields.code : 'auth/internal-error',
    message: typeof fields.message === 'string' ? fields.message : String(error),
  };
}

export type FirebaseSignInResult = { ok: true; idToken: string } | { ok: false; failure: FirebaseFailure };

/** One Auth per app name and emulator: initializeAuth and connectAuthEmulator may each run only once. */
const auths = new Map<string, Promise<Auth>>();

async function authFor(options: FirebaseOptions, emulator: string | undefined): Promise<Auth> {
  const key = JSON.stringify([options, emulator ?? '']);
  let auth = auths.get(key);
  if (!auth) {
    auth = (async () => {
      const [{ getApps, initializeApp, deleteApp }, firebaseAuth] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      // Settings changed since the last sign-in: the old app goes (an app's options are fixed).
      const existing: FirebaseApp | undefined = getApps().find((app) => app.name === APP_NAME);
      if (existing) await deleteApp(existing);
      const created = firebaseAuth.initializeAuth(initializeApp(options, APP_NAME), {
        persistence: firebaseAuth.inMemoryPersistence,
      });
      if (emulator) firebaseAuth.connectAuthEmulator(created, emulator, { disableWarnings: true });
      return created;
    })();
    auths.clear();
    auths.set(key, auth);
    auth.catch(() => auths.delete(key));
  }
  return auth;
}

/** The social channels that sign in through Firebase (Q44). */
export type FirebaseSocialChannel = 'GOOGLE' | 'FACEBOOK' | 'TWITTER';

/**
 * What proves the member to Firebase: the provider's own token (a Google id token, a one-tap credential too, Q44; a
 * Facebook access token from the Facebook SDK), or Firebase's 500×600 sign-in popup for the channel (C90): Twitter's
 * only way, and Google's when Google Identity Services shows nothing (no Google session in this browser).
 */
export type FirebaseProof =
  { kind: 'token'; channel: 'GOOGLE' | 'FACEBOOK'; token: string } | { kind: 'popup'; channel: FirebaseSocialChannel };

type FirebaseAuthSdk = typeof FirebaseAuthModule;

function providerOf(sdk: FirebaseAuthSdk, channel: FirebaseSocialChannel) {
  switch (channel) {
    case 'GOOGLE':
      return new sdk.GoogleAuthProvider();
    case 'FACEBOOK':
      return new sdk.FacebookAuthProvider();
    case 'TWITTER':
      return new sdk.TwitterAuthProvider();
  }
}

function signIn(sdk: FirebaseAuthSdk, auth: Auth, proof: FirebaseProof) {
  if (proof.kind === 'popup') return sdk.signInWithPopup(auth, providerOf(sdk, proof.channel), sdk.browserPopupRedirectResolver);
  const credential =
    proof.channel === 'GOOGLE'
      ? sdk.GoogleAuthProvider.credential(proof.token)
      : sdk.FacebookAuthProvider.credential(proof.token);
  return sdk.signInWithCredential(auth, credential);
}

/** The Firebase id token of a signed-in member; the Firebase user is then signed out (the session is the backend's). */
async function idTokenOf(
  sdk: FirebaseAuthSdk,
  auth: Auth,
  signingIn: () => Promise<{ user: { getIdToken(): Promise<string> } }>,
): Promise<FirebaseSignInResult> {
  try {
    const result = await signingIn();
    const idToken = await result.user.getIdToken();
    await sdk.signOut(auth);
    return { ok: true, idToken };
  } catch (error) {
    return { ok: false, failure: firebaseFailureOf(error) };
  }
}

/** The member's Firebase id token for the channel's proof. */
export async function firebaseIdToken(
  options: FirebaseOptions,
  emulator: string | undefined,
  proof: FirebaseProof,
): Promise<FirebaseSignInResult> {
  try {
    const auth = await authFor(options, emulator);
    const sdk = await import('firebase/auth');
    return await idTokenOf(sdk, auth, () => signIn(sdk, auth, proof));
  } catch (error) {
    return { ok: false, failure: firebaseFailureOf(error) };
  }
}

/** A code Firebase sent by SMS (C78): confirming it gives the member's Firebase id token, as often as the member retries. */
export type FirebasePhoneCodeResult =
  { ok: true; confirm(code: string): Promise<FirebaseSignInResult> } | { ok: false; failure: FirebaseFailure };

/**
 * Sends a sign-in code to an E.164 phone number through Firebase phone auth. Firebase first proves the page is no
 * robot with an invisible reCAPTCHA (against the Auth Emulator, Firebase's own stand-in for it).
 */
export async function sendFirebasePhoneCode(
  options: FirebaseOptions,
  emulator: string | undefined,
  phoneNumber: string,
): Promise<FirebasePhoneCodeResult> {
  const holder = document.createElement('div');
  document.body.append(holder);
  let verifier: FirebaseAuthModule.RecaptchaVerifier | undefined;
  try {
    const auth = await authFor(options, emulator);
    const sdk = await import('firebase/auth');
    verifier = new sdk.RecaptchaVerifier(auth, holder, { size: 'invisible' });
    const confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
    return { ok: true, confirm: (code) => idTokenOf(sdk, auth, () => confirmation.confirm(code.trim())) };
  } catch (error) {
    return { ok: false, failure: firebaseFailureOf(error) };
  } finally {
    verifier?.clear();
    holder.remove();
  }
}
