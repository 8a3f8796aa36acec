/**
 * The local GeeTest risk check (GEETESTRISK3; ACCEPTANCE C53, G13, G20) and the second-factor submit carrying the
 * original login payload (Q11).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue, LoginVerifyRequired } from '../../src/shared/contract';
import { PASSWORD, postEncrypted, startServer, type TestServer } from './helpers';

const RISK_APP_ID = 'risk-vnl';

describe('risk check on login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETESTRISK3: false, GEETESTTEST3: false } });
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
  const login = (extra: Record<string, unknown> = {}) =>
    postEncrypted<LoginValue>(server, '/wps/session/login', loginBody(extra), { merchant: 'VNL' });

  async function riskToken(appId = RISK_APP_ID, scene = 'login'): Promise<string> {
    const answer = await server.call<{ geeToken: string }>(
      'GET',
      `/__emu/geetest/risk/token?app_id=${encodeURIComponent(appId)}&scene=${encodeURIComponent(scene)}`,
    );
    const token = answer.body.value?.geeToken;
    if (!token) throw new Error(`no risk token: ${JSON.stringify(answer.body)}`);
    return token;
  }

  it('serves the risk library with initGeetestRisk', async () => {
    const response = await fetch(`${server.base}/__emu/geetest/risk.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('window.initGeetestRisk');
  });

  it('is not asked for while GEETESTRISK3 is off', async () => {
    expect((await login()).body.success).toBe(true);
  });

  it('under GEETESTRISK3 a login needs a token for the risk app id and scene, accepted once', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETESTRISK3: true } });
    expect((await login()).body.errorCode).toBe('captcha.invalid');
    expect((await login({ geetestRisk: { geeToken: 'made.up.token', scene: 'login' } })).body.errorCode).toBe('captcha.invalid');
    // Another merchant's app id, or another scene than the token was made for.
    const foreign = await riskToken('risk-demo');
    expect((await login({ geetestRisk: { geeToken: foreign, scene: 'login' } })).body.errorCode).toBe('captcha.invalid');
    const otherScene = await riskToken(RISK_APP_ID, 'register');
    expect((await login({ geetestRisk: { geeToken: otherScene, scene: 'login' } })).body.errorCode).toBe('captcha.invalid');

    const token = await riskToken();
    const accepted = await login({ geetestRisk: { geeToken: token, scene: 'login' } });
    expect(accepted.body.value?.userName).toBe('member1');
    expect((await login({ geetestRisk: { geeToken: token, scene: 'login' } })).body.errorCode).toBe('captcha.invalid');
  });

  it('test mode (GEETESTTEST3) accepts any token', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETESTRISK3: true, GEETESTTEST3: true } });
    expect((await login({ geetestRisk: { geeToken: 'anything', scene: 'login' } })).body.success).toBe(true);
    expect((await login()).body.errorCode).toBe('captcha.invalid');
  });

  it("the emulator's error mode answers the risk call with the error", async () => {
    await server.call('PUT', '/__qa/captcha', { body: { mode: 'error', code: 'R42', msg: 'risk down' } });
    const answer = await server.call('GET', `/__emu/geetest/risk/token?app_id=${RISK_APP_ID}&scene=login`);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'R42', message: 'risk down' });
  });
});

describe('second-factor submit with the original login payload (Q11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('verifies with the login payload of the same member, and refuses another account', async () => {
    const started = await postEncrypted<LoginVerifyRequired>(server, '/wps/session/login', {
      username: 'tfa_ga',
      password: PASSWORD,
      type: 'username',
      device: 'MOBILE',
    });
    const verifyToken = started.body.value?.verifyToken;
    expect(started.body.errorCode).toBe('login_verify_required');
    const submit = (username: string) =>
      postEncrypted<LoginValue>(server, '/wps/session/login/verification', {
        username,
        password: PASSWORD,
        type: 'username',
        isSms: false,
        device: 'MOBILE',
        verifyToken,
        verifyType: 'ga',
        verifyCode: '000000',
      });
    expect((await submit('member1')).body.errorCode).toBe('verify.code.invalid');
    expect((await submit('TFA_GA')).body.value?.userName).toBe('tfa_ga');
  });
});
