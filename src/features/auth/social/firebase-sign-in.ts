/**
 * A social sign-in through Firebase, from the press (or Google one-tap) to the member's Firebase id token (spec §4
 * Social login, §5, §7; ACCEPTANCE C76, C77, C84, C90–C94, Q44, Q45): private browsing is refused before any provider
 * or Firebase code loads; Google asks Google Identity Services for an id token and, when it shows nothing on a press,
 * falls back to Firebase's popup; Facebook asks the Facebook SDK for an access token; Twitter signs in in Firebase's
 * popup. The outcome says what the screen shows; the login itself is the caller's.
 */
import type { RuntimeConfig, SmsProviderSettings } from '../../../shared/contract';
import { detectPrivateMode } from '../../environment';
import { facebookAccessToken, loadFacebookSdk } from './facebook-sdk';
import {
  authEmulatorOrigin,
  firebaseIdToken,
  firebaseOptionsOf,
  isSilentFirebaseFailure,
  sendFirebasePhoneCode,
  type FirebaseFailure,
  type FirebaseProof,
  type FirebaseSignInResult,
  type FirebaseSocialChannel,
} from './firebase-auth';
import { loadGoogleIdentity, promptGoogleCredential } from './google-identity';

export interface FirebaseSignInSettings {
  config: Pick<RuntimeConfig, 'googleIdentityScriptUrl' | 'facebookSdkScriptUrl' | 'firebaseAuthEmulatorUrl'> | null | undefined;
  sms: Partial<SmsProviderSettings> | undefined;
}

export type FirebaseSignInOutcome =
  | { kind: 'signedIn'; idToken: string }
  /** The member closed or cancelled a step (C92): nothing to show. */
  | { kind: 'cancelled' }
  | { kind: 'privateMode' }
  /** The provider could not be reached or is not set up for this merchant. */
  | { kind: 'unavailable' }
  | { kind: 'popupBlocked' }
  | { kind: 'failed'; failure: FirebaseFailure };

/** Who started it: the member's press, or Google one-tap on its own (which never falls back to a popup). */
export type FirebaseSignInTrigger = 'press' | 'oneTap';

/** Whether the merchant's settings allow the channel through Firebase at all (C75, C77). */
export function firebaseChannelConfigured(
  channel: FirebaseSocialChannel,
  sms: Partial<SmsProviderSettings> | undefined,
): boolean {
  if (!firebaseOptionsOf(sms)) return false;
  if (channel === 'GOOGLE') return !!sms?.googleWebClientId;
  if (channel === 'FACEBOOK') return !!sms?.facebookAppId;
  return true;
}

type ProofStep = { kind: 'proof'; proof: FirebaseProof } | { kind: 'cancelled' } | { kind: 'unavailable' };

async function googleProof(settings: FirebaseSignInSettings, trigger: FirebaseSignInTrigger): Promise<ProofStep> {
  const clientId = settings.sms?.googleWebClientId ?? '';
  const google = await loadGoogleIdentity(settings.config?.googleIdentityScriptUrl).catch(() => undefined);
  const credential = google ? await promptGoogleCredential(google, clientId) : undefined;
  if (credential?.kind === 'credential')
    return { kind: 'proof', proof: { kind: 'token', channel: 'GOOGLE', token: credential.idToken } };
  if (credential?.kind === 'cancelled') return { kind: 'cancelled' };
  if (credential) console.warn(`Google sign-in showed nothing: ${credential.reason}`);
  // One-tap that shows nothing says nothing; a press goes on in Firebase's Google popup.
  if (trigger === 'oneTap') return { kind: 'cancelled' };
  return { kind: 'proof', proof: { kind: 'popup', channel: 'GOOGLE' } };
}

async function facebookProof(settings: FirebaseSignInSettings): Promise<ProofStep> {
  const appId = settings.sms?.facebookAppId ?? '';
  const sdk = await loadFacebookSdk(settings.config?.facebookSdkScriptUrl).catch(() => undefined);
  if (!sdk) return { kind: 'unavailable' };
  const answer = await facebookAccessToken(sdk, appId);
  return answer.kind === 'token'
    ? { kind: 'proof', proof: { kind: 'token', channel: 'FACEBOOK', token: answer.accessToken } }
    : { kind: 'cancelled' };
}

function proofOf(channel: FirebaseSocialChannel, settings: FirebaseSignInSettings, trigger: FirebaseSignInTrigger) {
  if (channel === 'GOOGLE') return googleProof(settings, trigger);
  if (channel === 'FACEBOOK') return facebookProof(settings);
  return Promise.resolve<ProofStep>({ kind: 'proof', proof: { kind: 'popup', channel } });
}

export async function signInThroughFirebase(
  channel: FirebaseSocialChannel,
  settings: FirebaseSignInSettings,
  trigger: FirebaseSignInTrigger = 'press',
): Promise<FirebaseSignInOutcome> {
  if (await detectPrivateMode()) return { kind: 'privateMode' };
  const options = firebaseOptionsOf(settings.sms);
  if (!options || !firebaseChannelConfigured(channel, settings.sms)) return { kind: 'unavailable' };
  const step = await proofOf(channel, settings, trigger);
  if (step.kind !== 'proof') return step;
  const signedIn = await firebaseIdToken(options, authEmulatorOrigin(settings.config ?? undefined), step.proof);
  if (!signedIn.ok && signedIn.failure.code === 'auth/popup-blocked') return { kind: 'popupBlocked' };
  return signInOutcomeOf(signedIn);
}

/** Whether SMS codes go through Firebase phone auth (C78): the sms provider's firebase flag, with usable settings. */
export function firebasePhoneCodes(sms: Partial<SmsProviderSettings> | undefined): boolean {
  return !!sms?.firebase && !!firebaseOptionsOf(sms);
}

/** The E.164 number of a mobile number as typed: a +number as it is, else the dialling code and the national digits. */
export function e164PhoneNumber(countryDialingCode: string, mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (mobile.trim().startsWith('+')) return `+${digits}`;
  return `+${countryDialingCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`;
}

function signInOutcomeOf(result: FirebaseSignInResult): FirebaseSignInOutcome {
  if (result.ok) return { kind: 'signedIn', idToken: result.idToken };
  return isSilentFirebaseFailure(result.failure) ? { kind: 'cancelled' } : { kind: 'failed', failure: result.failure };
}

export type PhoneCodeOutcome =
  | { kind: 'sent'; confirm(code: string): Promise<FirebaseSignInOutcome> }
  | Extract<FirebaseSignInOutcome, { kind: 'unavailable' | 'failed' | 'cancelled' }>;

/** Firebase sends the code (C78); its confirm(code) gives the id token of a login with firebaseChannel SMS. */
export async function sendPhoneCodeThroughFirebase(
  settings: FirebaseSignInSettings,
  phone: { countryDialingCode: string; mobileNum: string },
): Promise<PhoneCodeOutcome> {
  const options = firebaseOptionsOf(settings.sms);
  if (!options || !settings.sms?.firebase) return { kind: 'unavailable' };
  const number = e164PhoneNumber(phone.countryDialingCode, phone.mobileNum);
  const sent = await sendFirebasePhoneCode(options, authEmulatorOrigin(settings.config ?? undefined), number);
  if (!sent.ok) return isSilentFirebaseFailure(sent.failure) ? { kind: 'cancelled' } : { kind: 'failed', failure: sent.failure };
  return { kind: 'sent', confirm: async (code) => signInOutcomeOf(await sent.confirm(code)) };
}
