/** The Firebase sign-in sequence of each channel (C76, C77, C84, C90–C94, Q44, Q45), with the providers faked. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirebaseAuthModule from './firebase-auth';
import type { FirebaseProof, FirebaseSignInResult } from './firebase-auth';
import type { GoogleCredentialResult } from './google-identity';
import type { FacebookTokenResult } from './facebook-sdk';

const fakes = vi.hoisted(() => ({
  privateMode: false,
  google: { kind: 'credential', idToken: 'google-id-token' } as GoogleCredentialResult,
  facebook: { kind: 'token', accessToken: 'fb-access-token' } as FacebookTokenResult,
  signIn: { ok: true, idToken: 'firebase-id-token' } as FirebaseSignInResult,
  proofs: [] as FirebaseProof[],
  loaded: [] as string[],
  phoneSent: { ok: true } as { ok: true } | { ok: false; failure: { code: string; message: string } },
  phoneNumbers: [] as string[],
  confirmed: [] as string[],
}));

vi.mock('../../environment', () => ({ detectPrivateMode: () => Promise.resolve(fakes.privateMode) }));
vi.mock('./google-identity', () => ({
  loadGoogleIdentity: (url: string | undefined) => (fakes.loaded.push(`gsi ${url}`), Promise.resolve({})),
  promptGoogleCredential: () => Promise.resolve(fakes.google),
}));
vi.mock('./facebook-sdk', () => ({
  loadFacebookSdk: (url: string | undefined) => (fakes.loaded.push(`fb ${url}`), Promise.resolve({})),
  facebookAccessToken: (_sdk: unknown, appId: string) => (fakes.loaded.push(`fb app ${appId}`), Promise.resolve(fakes.facebook)),
}));
vi.mock('./firebase-auth', async (original) => ({
  ...(await original<typeof FirebaseAuthModule>()),
  firebaseIdToken: (_options: unknown, _emulator: unknown, proof: FirebaseProof) => {
    fakes.proofs.push(proof);
    return Promise.resolve(fakes.signIn);
  },
  sendFirebasePhoneCode: (_options: unknown, _emulator: unknown, phoneNumber: string) => {
    fakes.phoneNumbers.push(phoneNumber);
    const sent = fakes.phoneSent;
    return Promise.resolve(
      sent.ok ? { ok: true, confirm: (code: string) => (fakes.confirmed.push(code), Promise.resolve(fakes.signIn)) } : sent,
    );
  },
}));

const { e164PhoneNumber, firebaseChannelConfigured, firebasePhoneCodes, sendPhoneCodeThroughFirebase, signInThroughFirebase } =
  await import('./firebase-sign-in');

const SMS = {
  projectId: 'demo-test',
  apiKey: 'key',
  authDomain: 'localhost',
  facebookAppId: '100000000000001',
  googleWebClientId: 'demo-client',
};
const SETTINGS = { config: { googleIdentityScriptUrl: '/gsi', facebookSdkScriptUrl: '/fb' }, sms: SMS };

beforeEach(() => {
  fakes.privateMode = false;
  fakes.google = { kind: 'credential', idToken: 'google-id-token' };
  fakes.facebook = { kind: 'token', accessToken: 'fb-access-token' };
  fakes.signIn = { ok: true, idToken: 'firebase-id-token' };
  fakes.proofs.length = 0;
  fakes.loaded.length = 0;
  fakes.phoneSent = { ok: true };
  fakes.phoneNumbers.length = 0;
  fakes.confirmed.length = 0;
});

describe('Firebase phone codes (C78)', () => {
  it('are used only under the sms provider firebase flag, with usable settings', () => {
    expect(firebasePhoneCodes({ ...SMS, firebase: true })).toBe(true);
    expect(firebasePhoneCodes({ ...SMS, firebase: false })).toBe(false);
    expect(firebasePhoneCodes({ firebase: true, projectId: 'demo-test' })).toBe(false);
    expect(firebasePhoneCodes(undefined)).toBe(false);
  });

  it('go to the E.164 number: the dialling code and the national digits, or a +number as typed', () => {
    expect(e164PhoneNumber('63', '9170000001')).toBe('+639170000001');
    expect(e164PhoneNumber('63', '0917 000 0001')).toBe('+639170000001');
    expect(e164PhoneNumber('+84', '(090) 123-4567')).toBe('+84901234567');
    expect(e164PhoneNumber('63', ' +66 81 234 5678')).toBe('+66812345678');
  });

  it('send through Firebase, and the code confirmed gives the id token of the SMS login', async () => {
    const phone = { countryDialingCode: '63', mobileNum: '9170000001' };
    const sent = await sendPhoneCodeThroughFirebase({ config: null, sms: { ...SMS, firebase: true } }, phone);
    expect(fakes.phoneNumbers).toEqual(['+639170000001']);
    if (sent.kind !== 'sent') throw new Error(`not sent: ${sent.kind}`);
    await expect(sent.confirm('123456')).resolves.toEqual({ kind: 'signedIn', idToken: 'firebase-id-token' });
    fakes.signIn = { ok: false, failure: { code: 'auth/code-expired', message: 'Firebase: Error (auth/code-expired).' } };
    await expect(sent.confirm('123456')).resolves.toEqual({ kind: 'failed', failure: fakes.signIn.failure });
    expect(fakes.confirmed).toEqual(['123456', '123456']);
  });

  it('say why Firebase would not send, and nothing without the flag', async () => {
    const phone = { countryDialingCode: '63', mobileNum: '12' };
    fakes.phoneSent = { ok: false, failure: { code: 'auth/invalid-phone-number', message: 'Firebase: Error.' } };
    await expect(sendPhoneCodeThroughFirebase({ config: null, sms: { ...SMS, firebase: true } }, phone)).resolves.toEqual({
      kind: 'failed',
      failure: fakes.phoneSent.failure,
    });
    await expect(sendPhoneCodeThroughFirebase({ config: null, sms: SMS }, phone)).resolves.toEqual({ kind: 'unavailable' });
    expect(fakes.phoneNumbers).toEqual(['+6312']);
  });
});

describe('signInThroughFirebase', () => {
  it('Google: the Google id token goes to Firebase (Q44)', async () => {
    await expect(signInThroughFirebase('GOOGLE', SETTINGS)).resolves.toEqual({ kind: 'signedIn', idToken: 'firebase-id-token' });
    expect(fakes.proofs).toEqual([{ kind: 'token', channel: 'GOOGLE', token: 'google-id-token' }]);
    expect(fakes.loaded).toEqual(['gsi /gsi']);
  });

  it('Google showing nothing: a press goes on in Firebase’s popup, one-tap says nothing (C94)', async () => {
    fakes.google = { kind: 'unavailable', reason: 'opt_out_or_no_session' };
    await expect(signInThroughFirebase('GOOGLE', SETTINGS, 'press')).resolves.toMatchObject({ kind: 'signedIn' });
    expect(fakes.proofs).toEqual([{ kind: 'popup', channel: 'GOOGLE' }]);
    await expect(signInThroughFirebase('GOOGLE', SETTINGS, 'oneTap')).resolves.toEqual({ kind: 'cancelled' });
    expect(fakes.proofs).toHaveLength(1);
  });

  it('Facebook: the SDK for the merchant’s app id, its access token to Firebase (C77)', async () => {
    await expect(signInThroughFirebase('FACEBOOK', SETTINGS)).resolves.toMatchObject({ kind: 'signedIn' });
    expect(fakes.loaded).toEqual(['fb /fb', `fb app ${SMS.facebookAppId}`]);
    expect(fakes.proofs).toEqual([{ kind: 'token', channel: 'FACEBOOK', token: 'fb-access-token' }]);
    fakes.facebook = { kind: 'cancelled' };
    await expect(signInThroughFirebase('FACEBOOK', SETTINGS)).resolves.toEqual({ kind: 'cancelled' });
  });

  it('Twitter: Firebase’s popup (C90)', async () => {
    await expect(signInThroughFirebase('TWITTER', SETTINGS)).resolves.toMatchObject({ kind: 'signedIn' });
    expect(fakes.proofs).toEqual([{ kind: 'popup', channel: 'TWITTER' }]);
    expect(fakes.loaded).toEqual([]);
  });

  it('private browsing is refused before any provider loads (C84, Q45)', async () => {
    fakes.privateMode = true;
    for (const channel of ['GOOGLE', 'FACEBOOK', 'TWITTER'] as const)
      await expect(signInThroughFirebase(channel, SETTINGS)).resolves.toEqual({ kind: 'privateMode' });
    expect([...fakes.loaded, ...fakes.proofs]).toEqual([]);
  });

  it('a blocked popup, a closed one and any other failure (C91–C93)', async () => {
    fakes.signIn = { ok: false, failure: { code: 'auth/popup-blocked', message: 'blocked' } };
    await expect(signInThroughFirebase('TWITTER', SETTINGS)).resolves.toEqual({ kind: 'popupBlocked' });
    fakes.signIn = { ok: false, failure: { code: 'auth/popup-closed-by-user', message: 'closed' } };
    await expect(signInThroughFirebase('TWITTER', SETTINGS)).resolves.toEqual({ kind: 'cancelled' });
    fakes.signIn = { ok: false, failure: { code: 'auth/invalid-credential', message: 'bad' } };
    await expect(signInThroughFirebase('FACEBOOK', SETTINGS)).resolves.toEqual({
      kind: 'failed',
      failure: { code: 'auth/invalid-credential', message: 'bad' },
    });
  });

  it('a channel without its settings is unavailable, and offered only with them (C75, C77)', async () => {
    await expect(signInThroughFirebase('FACEBOOK', { ...SETTINGS, sms: { ...SMS, facebookAppId: '' } })).resolves.toEqual({
      kind: 'unavailable',
    });
    expect(firebaseChannelConfigured('GOOGLE', { ...SMS, googleWebClientId: '' })).toBe(false);
    expect(firebaseChannelConfigured('TWITTER', SMS)).toBe(true);
    expect(firebaseChannelConfigured('TWITTER', { ...SMS, apiKey: '' })).toBe(false);
    expect(fakes.loaded).toEqual([]);
  });
});
