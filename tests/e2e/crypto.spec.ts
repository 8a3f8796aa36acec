import { expect, test } from './support/test';
import type { Envelope, LoginValue } from '../../src/shared/contract';
import { encryptInPage } from './support/encrypt';
import { DEMO_ORIGIN, qa } from './support/qa';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('the worker encrypts a login in Chromium and the backend decrypts it', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);

  const keyAnswer = (await (
    await request.get(`${DEMO_ORIGIN}/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: 'DEMO' } })
  ).json()) as Envelope<string>;
  expect(keyAnswer.success).toBe(true);

  const credentials = { username: 'member1', password: 'Passw0rd!', type: 'username', device: 'MOBILE' };
  const encryptInWorker = (payload: unknown) => encryptInPage(page, keyAnswer.value ?? '', payload);

  const first = await encryptInWorker(credentials);
  const second = await encryptInWorker(credentials);
  expect(Object.keys(first.body).sort()).toEqual(['DES', 'RSA', 'rsaKey']);
  expect(JSON.stringify(first.body)).not.toContain('Passw0rd!');
  expect(second.body.RSA).not.toEqual(first.body.RSA);
  expect(second.body.DES).not.toEqual(first.body.DES);

  const login = await request.post(`${DEMO_ORIGIN}/wps/session/login`, {
    headers: { Merchant: 'DEMO', Device: 'MOBILE', ...first.headers },
    data: first.body,
  });
  const answer = (await login.json()) as Envelope<LoginValue>;
  expect(answer.success).toBe(true);
  expect(answer.value?.userName).toBe('member1');
  expect(answer.value?.token).toMatch(/\S{16,}/);

  const plain = (await (
    await request.post(`${DEMO_ORIGIN}/wps/session/login`, { headers: { Merchant: 'DEMO' }, data: credentials })
  ).json()) as Envelope;
  expect(plain.success).toBe(false);
  expect(plain.errorCode).toBe('encryption.required');
});
