/** The QA surface is one plugin: every one of its routes exists on a QA backend and none of them elsewhere. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';

const FCM_INSTALLATIONS = '/__emu/fcm/installations/v1/projects/:project/installations';
const FCM_REGISTRATIONS = '/__emu/fcm/registrations/v1/projects/:project/registrations';
const CAROUSEL_LIBRARY = '/npm/embla-carousel@8.6.0/embla-carousel.umd.js';

const QA_ROUTES: [HTTPMethods, string][] = [
  ['POST', '/__qa/reset'],
  ['GET', '/__qa/requests'],
  ['DELETE', '/__qa/requests'],
  ['POST', '/__qa/faults'],
  ['GET', '/__qa/faults'],
  ['DELETE', '/__qa/faults'],
  ['GET', '/__qa/events'],
  ['DELETE', '/__qa/events'],
  ['GET', '/__qa/beacons'],
  ['PUT', '/__qa/merchants/:code/whitelabel'],
  ['PUT', '/__qa/merchants/:code/settings'],
  ['PUT', '/__qa/members/:account'],
  ['GET', '/__qa/members/:account/totp'],
  ['GET', '/__qa/sms/last'],
  ['GET', '/__qa/outbox'],
  ['PUT', '/__qa/captcha'],
  ['GET', '/__qa/captcha'],
  ['DELETE', '/__qa/captcha'],
  ['POST', '/__qa/games/seed'],
  ['POST', '/__qa/assets/bump'],
  ['POST', '/__qa/rsa/rotate'],
  ['GET', '/__qa/push/registrations'],
  ['POST', '/__qa/push'],
  ['GET', '/__qa/push/sent'],
  ['POST', '/__qa/push/rotate'],
  ['GET', '/wps/qa/slow/:n'],
  ['GET', '/wps/qa/redirected'],
  ['GET', '/__emu/hang'],
  ['GET', '/__emu/line/authorize'],
  ['GET', '/__emu/line/oauth2/v2.1/authorize'],
  ['POST', '/__emu/line/oauth2/v2.1/token'],
  ['GET', '/__emu/line/oauth2/v2.1/verify'],
  ['GET', '/__emu/line/v2/profile'],
  ['GET', '/__emu/line/liff/sdk.js'],
  ['GET', '/__emu/line/liff/init'],
  ['GET', '/__emu/geetest/gt.js'],
  ['GET', '/__emu/geetest/gt4.js'],
  ['GET', '/__emu/geetest/risk.js'],
  ['GET', '/__emu/geetest/risk/token'],
  ['GET', '/__emu/geetest/init'],
  ['POST', '/__emu/geetest/verify'],
  ['GET', '/__emu/pixels/:file'],
  ['POST', '/__emu/pixels/log'],
  ['GET', '/__emu/pixels/log'],
  ['DELETE', '/__emu/pixels/log'],
  ['POST', FCM_INSTALLATIONS],
  ['POST', FCM_REGISTRATIONS],
  ['GET', `${FCM_REGISTRATIONS}/:token`],
  ['DELETE', `${FCM_REGISTRATIONS}/:token`],
  ['GET', '/__emu/chat/widget.js'],
  ['POST', '/__emu/chat/log'],
  ['GET', '/__emu/chat/log'],
  ['DELETE', '/__emu/chat/log'],
  ['GET', `/__emu/cdn/cdn-primary.test${CAROUSEL_LIBRARY}`],
  ['GET', `/__emu/cdn/cdn-backup.test${CAROUSEL_LIBRARY}`],
];

/** The stand-ins product data points at (game launches, CBS_launchChat): served with or without QA. */
const ALWAYS_SERVED: [HTTPMethods, string][] = [
  ['GET', '/__emu/game/:code'],
  ['GET', '/__emu/chat/room'],
];

/** A concrete URL for a route: each :param filled with a plausible value. */
const urlOf = (route: string) => route.replace(/:(\w+)/g, (_match, name: string) => (name === 'n' ? '1' : `sample-${name}`));

describe('the QA plugin', () => {
  const dirs: string[] = [];
  let qa: FastifyInstance;
  let plain: FastifyInstance;

  async function build(options: { qa: boolean }): Promise<FastifyInstance> {
    const dir = mkdtempSync(join(tmpdir(), 'wps-qa-surface-'));
    dirs.push(dir);
    return buildApp({ dbPath: join(dir, 'wps.sqlite'), ...options });
  }

  beforeAll(async () => {
    [qa, plain] = await Promise.all([build({ qa: true }), build({ qa: false })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([qa.close(), plain.close()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(QA_ROUTES)('serves %s %s on a QA backend', (method, url) => {
    expect(qa.hasRoute({ method, url })).toBe(true);
  });

  it.each(QA_ROUTES)('answers %s %s with 404 when QA is off', async (method, url) => {
    expect(plain.hasRoute({ method, url })).toBe(false);
    const response = await plain.inject({ method, url: urlOf(url), ...(method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(404);
  });

  it.each(ALWAYS_SERVED)('serves %s %s with QA on and off', async (method, url) => {
    expect(qa.hasRoute({ method, url })).toBe(true);
    expect(plain.hasRoute({ method, url })).toBe(true);
    expect((await plain.inject({ method, url: urlOf(url) })).statusCode).toBe(200);
  });
});
