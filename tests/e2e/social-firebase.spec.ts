/**
 * Google sign-in through Firebase Auth end to end (issue 18; ACCEPTANCE C76, C77, C84, C86, G26, Q44, Q45) in Chromium
 * against the reference backend, its Google Identity Services stand-in (/__emu/gsi) and the real Firebase Auth
 * Emulator of the run (tests/e2e/support/firebase-emulator.ts): the Google id token is exchanged for a Firebase id
 * token by the Firebase SDK, and the backend checks that token's claims before it logs the member in.
 * Without the emulator (firebase-tools missing or unable to start) these tests are skipped, saying why.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { FIREBASE_EMULATOR_URL, FIREBASE_PROJECT, firebaseEmulatorUnavailable } from './support/firebase-emulator';

const GSI_CREDENTIAL = '**/__emu/gsi/credential?*';
/** The Google account bound to member1: the emulator's user fb-bound, the backend's seeded firebase identity. */
const BOUND_GOOGLE_SUB = 'google-bound-member1';

const unavailable = firebaseEmulatorUnavailable();
test.skip(unavailable !== undefined, `Firebase Auth Emulator unavailable: ${unavailable}`);

/** The emulator's accounts, emptied and then given the Google account bound to member1 (Bearer owner: its admin). */
async function resetEmulator(request: APIRequestContext): Promise<void> {
  const cleared = await request.delete(`${FIREBASE_EMULATOR_URL}/emulator/v1/projects/${FIREBASE_PROJECT}/accounts`);
  expect(cleared.ok()).toBe(true);
  const created = await request.post(
    `${FIREBASE_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT}/accounts:batchCreate`,
    {
      headers: { authorization: 'Bearer owner' },
      data: {
        users: [
          {
            localId: 'fb-bound',
            email: `${BOUND_GOOGLE_SUB}@gmail.example`,
            providerUserInfo: [{ providerId: 'google.com', rawId: BOUND_GOOGLE_SUB, email: `${BOUND_GOOGLE_SUB}@gmail.example` }],
          },
        ],
      },
    },
  );
  expect(await created.json()).toMatchObject({ error: [] });
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
  await resetEmulator(request);
});

/** Who signs in on Google's side: the stand-in's user (its account chooser is skipped, as LINE's is). */
async function onGoogleScreen(page: Page, user: string): Promise<void> {
  await page.unroute(GSI_CREDENTIAL);
  await page.route(GSI_CREDENTIAL, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('user', user);
    await route.continue({ url: url.href });
  });
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function lastLogin(request: APIRequestContext): Promise<Record<string, unknown>> {
  const logins = await qa(request).requests('/wps/session/login');
  return (logins.at(-1)?.decryptedBody ?? {}) as Record<string, unknown>;
}

test('Google: a new Google account gets the choice, the one bound to member1 logs straight in (C76, C77, C86, G26, Q44)', async ({
  page,
  request,
}) => {
  const settings = await qa(request).settings('DEMO');
  await onGoogleScreen(page, `google-new-${Date.now()}`);
  await page.goto(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Fgame`);
  await expect(page.getByTestId('social-google')).toBeVisible();

  // C77: Google Identity Services is asked for the merchant's googleWebClientId.
  const credential = page.waitForRequest((sent) => sent.url().includes('/__emu/gsi/credential'));
  const emulatorSignIn = page.waitForRequest((sent) => sent.url().startsWith(`${FIREBASE_EMULATOR_URL}/`));
  await page.getByTestId('social-google').click();
  expect(new URL((await credential).url()).searchParams.get('client_id')).toBe(settings.sms.googleWebClientId);
  // The Firebase SDK signs in at the emulator with the site's Firebase api key (C77).
  expect(new URL((await emulatorSignIn).url()).searchParams.get('key')).toBe(settings.sms.apiKey);

  // C86: a Google account no member has yet → the choice, for a Firebase identity.
  const choose = page.getByTestId('choose-account');
  await expect(choose).toBeVisible();
  await expect(choose).toHaveAttribute('data-channel', 'firebase');
  await expect(choose).toContainText('Google');
  // C76, Q44: the decrypted login is type firebase, channel GOOGLE, with the emulator's Firebase id token.
  const first = await lastLogin(request);
  expect(first).toMatchObject({
    type: 'firebase',
    firebaseChannel: 'GOOGLE',
    loginDeviceId: expect.any(String),
    device: 'MOBILE',
  });
  const firstClaims = claimsOf(String(first.firebaseIdToken));
  expect(firstClaims).toMatchObject({
    iss: `https://securetoken.google.com/${settings.sms.projectId}`,
    aud: settings.sms.projectId,
    firebase: { sign_in_provider: 'google.com' },
  });
  expect(firstClaims.sub).not.toBe('fb-bound');
  await choose.getByRole('button', { name: /close/i }).click();
  await expect(choose).toBeHidden();

  // The Google account bound to member1 logs straight in, to the go target.
  await onGoogleScreen(page, BOUND_GOOGLE_SUB);
  await page.getByTestId('social-google').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game`);
  const second = await lastLogin(request);
  expect(second).toMatchObject({ type: 'firebase', firebaseChannel: 'GOOGLE' });
  expect(claimsOf(String(second.firebaseIdToken))).toMatchObject({ sub: 'fb-bound', aud: settings.sms.projectId });
  expect(await page.evaluate(() => sessionStorage.getItem('firebaseIdentity'))).toBeNull();
});

test('Google in private browsing: not_support_incognito, and neither Google nor Firebase is reached (C84, Q45)', async ({
  page,
  request,
}) => {
  // Chromium's incognito quota is far below the heap limit (Q45): the quota is stubbed small.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    Object.defineProperty(storage, 'estimate', {
      configurable: true,
      value: () => Promise.resolve({ quota: 100 * 1024 * 1024, usage: 0 }),
    });
  });
  const providers: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/__emu/gsi/') || sent.url().startsWith(`${FIREBASE_EMULATOR_URL}/`)) providers.push(sent.url());
  });
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await page.getByTestId('social-google').click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This sign-in method is not available in private browsing');
  expect(providers).toEqual([]);
  expect(await qa(request).requests('/wps/session/login')).toEqual([]);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/login`);
});
