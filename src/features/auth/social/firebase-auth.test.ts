/** The Firebase and Google Identity adapters' pure parts (C77, C92, C93, Q44). */
import { describe, expect, it } from 'vitest';
import { authEmulatorOrigin, firebaseFailureOf, firebaseOptionsOf, isSilentFirebaseFailure } from './firebase-auth';
import { promptGoogleCredential, type GoogleIdentityApi, type PromptMoment } from './google-identity';

const SMS = {
  firebase: false,
  projectId: 'demo-test',
  appId: '1:1000000004:web:demo',
  apiKey: 'demo-api-key-demo',
  authDomain: 'localhost',
  messagingSenderId: '100000000001',
  vapidKey: 'v',
  facebookAppId: '1',
  googleWebClientId: 'demo-client.apps.googleusercontent.com',
};

describe('firebaseOptionsOf', () => {
  it('is the sms provider settings’ web config (C77)', () => {
    expect(firebaseOptionsOf(SMS)).toEqual({
      apiKey: 'demo-api-key-demo',
      authDomain: 'localhost',
      projectId: 'demo-test',
      appId: '1:1000000004:web:demo',
      messagingSenderId: '100000000001',
    });
  });

  it('is nothing without an api key, a project or an auth domain', () => {
    expect(firebaseOptionsOf(undefined)).toBeUndefined();
    expect(firebaseOptionsOf({ ...SMS, apiKey: '' })).toBeUndefined();
    expect(firebaseOptionsOf({ ...SMS, projectId: '' })).toBeUndefined();
    expect(firebaseOptionsOf({ ...SMS, authDomain: '' })).toBeUndefined();
    expect(firebaseOptionsOf({ ...SMS, appId: '', messagingSenderId: '' })).toEqual({
      apiKey: 'demo-api-key-demo',
      authDomain: 'localhost',
      projectId: 'demo-test',
    });
  });
});

describe('authEmulatorOrigin', () => {
  it('takes the origin of an http(s) URL and refuses anything else', () => {
    expect(authEmulatorOrigin({ firebaseAuthEmulatorUrl: 'http://localhost:9099/' })).toBe('http://localhost:9099');
    expect(authEmulatorOrigin({ firebaseAuthEmulatorUrl: ' http://localhost:9099 ' })).toBe('http://localhost:9099');
    expect(authEmulatorOrigin({ firebaseAuthEmulatorUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(authEmulatorOrigin({ firebaseAuthEmulatorUrl: 'localhost:9099x' })).toBeUndefined();
    expect(authEmulatorOrigin({})).toBeUndefined();
    expect(authEmulatorOrigin(undefined)).toBeUndefined();
  });
});

describe('Firebase failures', () => {
  it('keeps a FirebaseError’s code and message (C93)', () => {
    const failure = firebaseFailureOf(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    expect(failure).toEqual({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' });
    expect(isSilentFirebaseFailure(failure)).toBe(false);
  });

  it('a cancelled or closed popup is silent (C92); anything else thrown is auth/internal-error', () => {
    expect(isSilentFirebaseFailure({ code: 'auth/cancelled-popup-request', message: '' })).toBe(true);
    expect(isSilentFirebaseFailure({ code: 'auth/popup-closed-by-user', message: '' })).toBe(true);
    expect(firebaseFailureOf('boom')).toEqual({ code: 'auth/internal-error', message: 'boom' });
  });
});

function moment(type: 'display' | 'skipped' | 'dismissed', reason: string): PromptMoment {
  return {
    isNotDisplayed: () => type === 'display',
    getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  };
}

/** A google.accounts.id whose prompt does what the test says. */
function fakeGsi(run: (callback: (response: { credential?: string }) => void, listener: (moment: PromptMoment) => void) => void) {
  const initialized: unknown[] = [];
  let callback: (response: { credential?: string }) => void = () => undefined;
  const api: GoogleIdentityApi = {
    initialize(options) {
      initialized.push(options.client_id);
      callback = options.callback;
    },
    prompt(listener) {
      run(callback, listener ?? (() => undefined));
    },
    cancel: () => undefined,
  };
  return { api, initialized };
}

describe('promptGoogleCredential', () => {
  it('initializes with the merchant’s web client id and answers the credential (C77, Q44)', async () => {
    const { api, initialized } = fakeGsi((callback, listener) => {
      listener(moment('dismissed', 'credential_returned'));
      callback({ credential: 'google.id.token' });
    });
    await expect(promptGoogleCredential(api, 'demo-client')).resolves.toEqual({ kind: 'credential', idToken: 'google.id.token' });
    expect(initialized).toEqual(['demo-client']);
  });

  it('a prompt Google did not show is unavailable, with Google’s reason', async () => {
    const { api } = fakeGsi((_callback, listener) => listener(moment('display', 'opt_out_or_no_session')));
    await expect(promptGoogleCredential(api, 'c')).resolves.toEqual({ kind: 'unavailable', reason: 'opt_out_or_no_session' });
  });

  it('a skipped or closed prompt is a silent cancel', async () => {
    const skipped = fakeGsi((_callback, listener) => listener(moment('skipped', 'user_cancel')));
    await expect(promptGoogleCredential(skipped.api, 'c')).resolves.toEqual({ kind: 'cancelled' });
    const closed = fakeGsi((_callback, listener) => listener(moment('dismissed', 'cancel_called')));
    await expect(promptGoogleCredential(closed.api, 'c')).resolves.toEqual({ kind: 'cancelled' });
  });
});
