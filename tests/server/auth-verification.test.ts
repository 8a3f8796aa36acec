/** The second factor: real codes only (the fixed QA code needs QA on), a TOTP for ga, and 5 wrong codes end it. */
import { afterEach, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import type { LoginValue, LoginVerifyRequired } from '../../src/shared/contract';
import { LOGIN_FAILURE_WINDOW_MS } from '../../src/shared/constants';
import { PASSWORD, postEncrypted, startServer, type TestServer } from './helpers';
import { seededProductionServer } from './trust-helpers';

const STEP_MS = 30_000;
let clock = Date.parse('2030-01-01T00:00:10Z');
const now = () => clock;

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function startLogin(server: TestServer, username: string): Promise<string> {
  const answer = await postEncrypted<LoginVerifyRequired>(server, '/wps/session/login', {
    username,
    password: PASSWORD,
    type: 'username',
    device: 'MOBILE',
  });
  expect(answer.body.errorCode).toBe('login_verify_required');
  return answer.body.value?.verifyToken ?? '';
}

const verify = (server: TestServer, verifyToken: string, verifyType: string, verifyCode: string) =>
  postEncrypted<LoginValue>(server, '/wps/session/login/verification', { verifyToken, verifyType, verifyCode });

const totpAt = (secret: string, atMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMs });

/** A QA-off backend over the seed, and tfa_ga's secret as the QA surface showed it. */
async function productionWithSecret(): Promise<{ server: TestServer; secret: string }> {
  const { server, prepared } = await seededProductionServer({ now }, async (qa) => {
    const answer = await qa.call<{ secret: string; code: string }>('GET', '/__qa/members/tfa_ga/totp');
    return answer.body.value?.secret ?? '';
  });
  servers.push(server);
  return { server, secret: prepared ?? '' };
}

describe('login verification', () => {
  it('QA shows the ga member its secret and current code', async () => {
    const server = await startServer({ now });
    servers.push(server);
    const answer = await server.call<{ secret: string; code: string }>('GET', '/__qa/members/tfa_ga/totp');
    expect(answer.body.value?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.body.value?.code).toBe(totpAt(answer.body.value?.secret ?? '', clock));
    expect((await server.call('GET', '/__qa/members/nobody/totp')).body.errorCode).toBe('not.exists.user');
  });

  it('refuses the fixed code 000000 with QA off, in every mode', async () => {
    const { server } = await productionWithSecret();
    for (const [account, mode] of [
      ['tfa_ga', 'ga'],
      ['tfa_email', 'email'],
      ['tfa_sms', 'sms'],
    ] as const) {
      const token = await startLogin(server, account);
      const answer = await verify(server, token, mode, '000000');
      expect({ mode, errorCode: answer.body.errorCode }).toEqual({ mode, errorCode: 'verify.code.invalid' });
    }
  });

  it('ga: the current TOTP and the one a step either side pass; older ones and wrong ones fail', async () => {
    const { server, secret } = await productionWithSecret();
    for (const wrong of [totpAt(secret, clock - 3 * STEP_MS), totpAt(secret, clock + 3 * STEP_MS), '12345', 'abcdef']) {
      if (wrong === totpAt(secret, clock)) continue;
      const token = await startLogin(server, 'tfa_ga');
      expect((await verify(server, token, 'ga', wrong)).body.errorCode).toBe('verify.code.invalid');
    }
    for (const offset of [-STEP_MS, 0, STEP_MS]) {
      const token = await startLogin(server, 'tfa_ga');
      const answer = await verify(server, token, 'ga', totpAt(secret, clock + offset));
      expect(answer.body.value?.userName).toBe('tfa_ga');
    }
  });

  it('ends the verification after 5 wrong codes: the 6th attempt fails even with the right code', async () => {
    const { server, secret } = await productionWithSecret();
    const token = await startLogin(server, 'tfa_ga');
    const right = totpAt(secret, clock);
    const wrong = right === '111111' ? '222222' : '111111';
    const answers: (string | undefined)[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const code = attempt === 6 ? right : wrong;
      answers.push((await verify(server, token, 'ga', code)).body.errorCode);
    }
    expect(answers).toEqual([...Array(5).fill('verify.code.invalid'), ...Array(3).fill('verify.expired')]);

    // The wrong codes counted against the account too: no fresh guesses through a new login until the window passes.
    const again = await postEncrypted(server, '/wps/session/login', { username: 'tfa_ga', password: PASSWORD, type: 'username' });
    expect(again.body.errorCode).toBe('TOO_MANY_REQUEST');
    clock += LOGIN_FAILURE_WINDOW_MS + 1;
    const later = await startLogin(server, 'tfa_ga');
    expect((await verify(server, later, 'ga', totpAt(secret, clock))).body.value?.userName).toBe('tfa_ga');
  });

  it('QA on still takes 000000 for every mode (the end-to-end fixtures)', async () => {
    const server = await startServer({ now });
    servers.push(server);
    for (const [account, mode] of [
      ['tfa_ga', 'ga'],
      ['tfa_sms', 'sms'],
    ] as const) {
      const token = await startLogin(server, account);
      expect((await verify(server, token, mode, '000000')).body.value?.userName).toBe(account);
    }
  });
});
