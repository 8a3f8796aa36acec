/** Helpers of the routing end-to-end tests: a member token from the backend, the app's state as the page holds it. */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { EncryptedSubmission } from '../../workers/api/encryption';
import type { Envelope, LoginValue } from '../../src/shared/contract';
import { encryptInPage } from './support/encrypt';
import { DEMO_ORIGIN } from './support/qa';

/**
 * Encrypts a payload with the API worker's own module, in a Chromium worker of a tab of its own (the tests' tabs keep
 * their sessionStorage). The tab shows the site's icon: a document of the site's origin under the site's policy, that
 * runs none of the app (a JSON answer's policy lets its document start no worker).
 */
async function encryptInChromium(context: BrowserContext, publicKey: string, payload: unknown): Promise<EncryptedSubmission> {
  const helper = await context.newPage();
  try {
    await helper.goto(`${DEMO_ORIGIN}/m/favicon.svg`);
    return await encryptInPage(helper, publicKey, payload);
  } finally {
    await helper.close();
  }
}

/** Logs in through the backend's encrypted login (as the worker does) and returns the session token. */
export async function memberToken(
  context: BrowserContext,
  request: APIRequestContext,
  username = 'member1',
  merchant = 'DEMO',
): Promise<string> {
  const keyAnswer = (await (
    await request.get(`${DEMO_ORIGIN}/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: merchant } })
  ).json()) as Envelope<string>;
  expect(keyAnswer.success, 'RSA key').toBe(true);
  const submission = await encryptInChromium(context, keyAnswer.value ?? '', {
    username,
    password: 'Passw0rd!',
    type: 'username',
    device: 'MOBILE',
  });
  const answer = (await (
    await request.post(`${DEMO_ORIGIN}/wps/session/login`, {
      headers: { Merchant: merchant, Device: 'MOBILE', ...submission.headers },
      data: submission.body,
    })
  ).json()) as Envelope<LoginValue>;
  expect(answer.success, `login of ${username}: ${answer.errorCode ?? ''}`).toBe(true);
  return answer.value!.token;
}

export interface StoredSession {
  token: string;
  spanId: string;
  id: string;
  userName: string;
  merchantCode: string;
}

export function sessionInfo(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('sessionInfo');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

/** The path and query of the page, as one string. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Collects uncaught page errors, to assert a flow did not crash the app. */
export function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
