/** The local GeeTest provider (issue 4): widget scripts, QA modes, HMAC-checked v3 and v4 results on login, register and SMS. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GeetestChallenge, LoginValue, RuntimeConfig } from '../../src/shared/contract';
import { PASSWORD, postEncrypted, startServer, type TestServer } from './helpers';

interface V4Solution {
  captcha_id: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

describe('local captcha provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', {
      body: { GEETEST3: false, GEETESTTEST3: false, GEETESTVCODE3: false },
    });
    await server.call('PUT', '/__qa/merchants/VNL/settings', {
      body: { gw: { GEETEST_VERSION: 'v3' }, register: { captcha: { enabled: false } } },
    });
    await server.call('DELETE', '/__qa/captcha');
  });

  const loginBody = (extra: Record<string, unknown> = {}) => ({
    username: 'member1',
    password: PASSWORD,
    type: 'username',
    isSms: false,
    device: 'MOBILE',
    loginDeviceId: 'd'.repeat(36),
    ...extra,
  });

  async function challenge(merchant = 'VNL'): Promise<GeetestChallenge> {
    const answer = await server.call<GeetestChallenge>('GET', `/wps/captcha/geetest?t=${Date.now()}`, { merchant });
    if (!answer.body.value) throw new Error('no challenge');
    return answer.body.value;
  }

  async function solveV3(merchant = 'VNL') {
    const issued = await challenge(merchant);
    const solved = await server.call<{ geetest_challenge: string; geetest_validate: string; geetest_seccode: string }>(
      'POST',
      '/__emu/geetest/verify',
      { body: { v: 3, gt: issued.gt, challenge: issued.challenge } },
    );
    return solved.body.value!;
  }

  async function solveV4(captchaId = 'gt-vnl-0001'): Promise<V4Solution> {
    const solved = await server.call<V4Solution>('POST', '/__emu/geetest/verify', { body: { v: 4, captcha_id: captchaId } });
    return solved.body.value!;
  }

  it('serves both widget scripts and tells the page to use the local provider', async () => {
    for (const [file, global] of [
      ['gt.js', 'initGeetest'],
      ['gt4.js', 'initGeetest4'],
    ]) {
      const response = await fetch(`${server.base}/__emu/geetest/${file}`);
      expect(response.headers.get('content-type')).toContain('javascript');
      const text = await response.text();
      expect(text).toContain(`'${global}'`);
      expect(text).toContain('onReady');
    }
    const config = (await (
      await fetch(`${server.base}/m/config.json`, { headers: { host: 'www.demo.test' } })
    ).json()) as RuntimeConfig;
    expect(config.captchaProvider).toBe('local');
  });

  it('does not serve the provider when the QA surface is off', async () => {
    const plain = await startServer({ qa: false });
    try {
      expect((await fetch(`${plain.base}/__emu/geetest/gt.js`)).status).toBe(404);
      const config = (await (
        await fetch(`${plain.base}/m/config.json`, { headers: { host: 'www.demo.test' } })
      ).json()) as RuntimeConfig;
      expect(config.captchaProvider).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('v3: a solved challenge logs in once; a forged or reused seccode is captcha.invalid', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETEST3: true } });
    const solved = await solveV3();
    expect(solved.geetest_seccode).toBe(`${solved.geetest_validate}|jordan`);
    const forged = await solveV3();
    const refused = await postEncrypted(
      server,
      '/wps/session/login',
      loginBody({ geetestChallenge: forged.geetest_challenge, geetestSeccode: `${'0'.repeat(32)}|jordan` }),
      { merchant: 'VNL' },
    );
    expect(refused.body.errorCode).toBe('captcha.invalid');
    const fields = { geetestChallenge: solved.geetest_challenge, geetestSeccode: solved.geetest_seccode };
    const accepted = await postEncrypted<LoginValue>(server, '/wps/session/login', loginBody(fields), { merchant: 'VNL' });
    expect(accepted.body.success).toBe(true);
    const reused = await postEncrypted(server, '/wps/session/login', loginBody(fields), { merchant: 'VNL' });
    expect(reused.body.errorCode).toBe('captcha.invalid');
  });

  it('v3: the emulator only solves challenges the backend issued', async () => {
    const answer = await server.call('POST', '/__emu/geetest/verify', {
      body: { v: 3, gt: 'gt-vnl-0001', challenge: 'made-up' },
    });
    expect(answer.body.errorCode).toBe('captcha.challenge.unknown');
  });

  it('v4: a signed result passes once; a tampered token, another captcha id or a stale one fails', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETEST3: true } });
    await server.call('PUT', '/__qa/merchants/VNL/settings', { body: { gw: { GEETEST_VERSION: 'v4' } } });
    const login = (solution: unknown) =>
      postEncrypted(server, '/wps/session/login', loginBody({ geetestValidateV4: JSON.stringify(solution) }), {
        merchant: 'VNL',
      });

    const tampered = await solveV4();
    expect(
      (await login({ ...tampered, pass_token: tampered.pass_token.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).body
        .errorCode,
    ).toBe('captcha.invalid');
    expect((await login(await solveV4('gt-demo-0001'))).body.errorCode).toBe('captcha.invalid');

    const good = await solveV4();
    expect((await login(good)).body.success).toBe(true);
    expect((await login(good)).body.errorCode).toBe('captcha.invalid');
  });

  it('GEETESTTEST3 accepts any result (C54, Q38)', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETEST3: true, GEETESTTEST3: true } });
    const answer = await postEncrypted(server, '/wps/session/login', loginBody({ geetestChallenge: 'c', geetestSeccode: 's' }), {
      merchant: 'VNL',
    });
    expect(answer.body.success).toBe(true);
  });

  it('register captcha: v3 with the challenge and seccode registers; without it captcha.invalid', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/settings', { body: { register: { captcha: { enabled: true } } } });
    const base = {
      password: 'Secret#1',
      login: true,
      registerMethod: 'H5',
      registerUrl: 'https://vnl.test/m/register',
      loginDeviceId: 'd'.repeat(36),
    };
    const headers = { ModuleId: 'REG3' };
    const refused = await postEncrypted(
      server,
      '/wps/member/register',
      { ...base, username: 'capv3a' },
      { headers, merchant: 'VNL' },
    );
    expect(refused.body.errorCode).toBe('captcha.invalid');
    const solved = await solveV3();
    const registered = await postEncrypted<{ token: string }>(
      server,
      '/wps/member/register',
      { ...base, username: 'capv3b', geetestChallenge: solved.geetest_challenge, geetestSeccode: solved.geetest_seccode },
      { headers, merchant: 'VNL' },
    );
    expect(registered.body.success).toBe(true);
  });

  it('SMS captcha (GEETESTVCODE3) needs a signed v4 result', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETESTVCODE3: true } });
    await server.call('PUT', '/__qa/merchants/VNL/settings', { body: { gw: { GEETEST_VERSION: 'v4' } } });
    const body = { countryDialingCode: '84', mobileNum: '912345678' };
    const refused = await server.call('POST', '/wps/verification/sms/noLogin', {
      merchant: 'VNL',
      body: {
        ...body,
        geetestValidateV4: JSON.stringify({ lot_number: 'x', captcha_output: 'y', pass_token: 'z', gen_time: '1' }),
      },
    });
    expect(refused.body.errorCode).toBe('captcha.invalid');
    const sent = await server.call('POST', '/wps/verification/sms/noLogin', {
      merchant: 'VNL',
      body: { ...body, geetestValidateV4: JSON.stringify(await solveV4()) },
    });
    expect(sent.body).toMatchObject({ success: true });
  });

  it('QA modes: the surface sets the mode, a geetest_emu cookie overrides it, delayMs delays init, fail refuses verify', async () => {
    expect((await server.call('GET', '/__emu/geetest/init?v=4&captcha_id=x')).body.value).toEqual({ mode: 'success' });
    expect((await server.call('PUT', '/__qa/captcha', { body: { mode: 'bogus' } })).status).toBe(400);
    await server.call('PUT', '/__qa/captcha', { body: { mode: 'error', code: '60500', msg: '' } });
    expect((await server.call('GET', '/__emu/geetest/init?v=3&gt=g&challenge=c')).body.value).toEqual({
      mode: 'error',
      code: '60500',
      msg: '',
    });

    const cookie = `geetest_emu=${encodeURIComponent(JSON.stringify({ mode: 'fail', delayMs: 300 }))}`;
    const started = Date.now();
    const init = await server.call('GET', '/__emu/geetest/init?v=4&captcha_id=x', { headers: { cookie } });
    expect(init.body.value).toEqual({ mode: 'fail', delayMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    const verify = await server.call<unknown>('POST', '/__emu/geetest/verify', {
      headers: { cookie },
      body: { v: 4, captcha_id: 'x' },
    });
    expect(verify.body).toMatchObject({ success: false, fail: true });

    await server.call('POST', '/__qa/reset', { body: {} });
    expect((await server.call('GET', '/__qa/captcha')).body.value).toEqual({ mode: 'success' });
  });
});
