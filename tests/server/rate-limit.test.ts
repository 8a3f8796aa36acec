/** Per-IP limits on credential, code-sending and registration endpoints, answered with the catalogue's TOO_MANY_REQUEST. */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limit';
import { endpoints } from '../../src/shared/contract';
import { startServer, type TestServer } from './helpers';

const IP_A = '203.0.113.10';
const IP_B = '198.51.100.20';

let clock = Date.parse('2030-01-01T00:00:00Z');
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverWith(overrides: Parameters<typeof startServer>[0] = {}): Promise<TestServer> {
  const server = await startServer({ now: () => clock, ...overrides });
  servers.push(server);
  return server;
}

let mobileSeq = 0;
/** An SMS send to a number of its own (so the per-number spacing never answers instead). */
const sendSms = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress,
    headers: { merchant: 'DEMO', 'content-type': 'application/json' },
    payload: { countryDialingCode: '63', mobileNum: `91755${String((mobileSeq += 1)).padStart(5, '0')}` },
  });

const loginFrom = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress,
    headers: { merchant: 'DEMO', 'content-type': 'application/json' },
    payload: { type: 'username', username: 'member1', password: 'x' },
  });

describe('per-IP rate limits', () => {
  it('answers TOO_MANY_REQUEST (429, Retry-After) past the limit, for that address only, until the window passes', async () => {
    const { app } = await serverWith({ rateLimits: { limits: { codes: { max: 3, windowMs: 60_000 } } } });
    for (let i = 0; i < 3; i += 1) expect((await sendSms(app, IP_A)).json()).toMatchObject({ success: true });
    const refused = await sendSms(app, IP_A);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUEST' });
    expect((await sendSms(app, IP_B)).json()).toMatchObject({ success: true });
    clock += 60_000;
    expect((await sendSms(app, IP_A)).json()).toMatchObject({ success: true });
  });

  it('is on by default: logins from one address stop at the default limit', async () => {
    const { app } = await serverWith();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.max; i += 1) expect((await loginFrom(app, IP_A)).statusCode).not.toBe(429);
    const refused = await loginFrom(app, IP_A);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([429, 'TOO_MANY_REQUEST']);
    expect((await loginFrom(app, IP_B)).statusCode).not.toBe(429);
  });

  it('limits registration, and the QA reset clears the counts', async () => {
    const { app } = await serverWith({ rateLimits: { limits: { register: { max: 1, windowMs: 60_000 } } } });
    const register = () =>
      app.inject({
        method: 'POST',
        url: '/wps/member/register',
        remoteAddress: IP_A,
        headers: { merchant: 'DEMO', 'content-type': 'application/json' },
        payload: {},
      });
    expect((await register()).statusCode).not.toBe(429);
    expect((await register()).statusCode).toBe(429);
    await app.inject({ method: 'POST', url: '/__qa/reset', payload: {} });
    expect((await register()).statusCode).not.toBe(429);
  });

  it('covers every endpoint that checks credentials, sends codes or creates members', async () => {
    const once = { max: 1, windowMs: 60_000 };
    const { app } = await serverWith({ rateLimits: { limits: { login: once, codes: once, register: once } } });
    const limited = [
      endpoints.login,
      endpoints.loginVerification,
      endpoints.loginMaya,
      endpoints.loginLine,
      endpoints.loginTelegram,
      endpoints.passwordChange,
      endpoints.passwordReset,
      endpoints.smsNoLogin,
      endpoints.register,
      endpoints.registerMobile,
      endpoints.registerAutoUsername,
    ];
    for (const [index, endpoint] of limited.entries()) {
      // Each endpoint from its own address, so one endpoint's count cannot stand in for another's.
      const post = () =>
        app.inject({
          method: 'POST',
          url: endpoint.path,
          remoteAddress: `192.0.2.${index + 1}`,
          headers: { merchant: 'DEMO', 'content-type': 'application/json' },
          payload: {},
        });
      expect({ path: endpoint.path, status: (await post()).statusCode }).not.toEqual({ path: endpoint.path, status: 429 });
      expect({ path: endpoint.path, status: (await post()).statusCode }).toEqual({ path: endpoint.path, status: 429 });
    }
  });
});
