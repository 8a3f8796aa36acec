import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, SiteSettings, WhitelabelValue } from '../../src/shared/contract';
import { login, startServer, type TestServer } from './helpers';

describe('QA control surface', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('PUT whitelabel patches switches and menu visibility', async () => {
    const answer = await server.call<WhitelabelValue>('PUT', '/__qa/merchants/DEMO/whitelabel', {
      body: { GEETEST3: true, menuVisibility: { REWCEN3: false } },
    });
    expect(answer.body.value?.whitelabelVal.GEETEST3).toBe(true);
    const served = await server.call<WhitelabelValue>('GET', '/wps/system/whitelabel');
    expect(served.body.value).toMatchObject({
      whitelabelVal: { GEETEST3: true, CBS3: true },
      menuVisibility: { REWCEN3: false },
    });
    expect((await server.call('PUT', '/__qa/merchants/NOPE/whitelabel', { body: {} })).status).toBe(404);
    await server.call('PUT', '/__qa/merchants/DEMO/whitelabel', { body: { whitelabelVal: { GEETEST3: false } } });
    expect((await server.call<WhitelabelValue>('GET', '/wps/system/whitelabel')).body.value?.whitelabelVal.GEETEST3).toBe(false);
  });

  it('PUT settings deep-merges into each section', async () => {
    await server.call('PUT', '/__qa/merchants/DEMO/settings', {
      body: {
        gw: { GEETEST_VERSION: 'v4' },
        template: { login_prompt_text: 'Welcome back' },
        download: { variant: 'referral' },
        promo: { REFERRAL: { enabled: false } },
        country: { currencyPosition: 'after' },
        register: { mobilePassword: false },
      },
    });
    const settings = (await server.call<SiteSettings>('GET', '/wps/system/settings')).body.value;
    expect(settings?.gw).toMatchObject({ GEETEST_VERSION: 'v4', GEETEST_ID: 'gt-demo-0001' });
    expect(settings?.mobileTemplate.login_prompt_text).toBe('Welcome back');
    expect(settings?.mobileTemplate.h5_logo).toMatch(/^data:/);
    expect(
      (await server.call<{ variant: string }>('POST', '/wps/relay/WPSCORE_getDownloadSetting', { body: { domain: 'x' } })).body
        .value?.variant,
    ).toBe('referral');
    expect(
      (
        await server.call<{ REFERRAL: { enabled: boolean }; VIP: { enabled: boolean } }>(
          'POST',
          '/wps/relay/MCSFE_getMerchantAvailablePromotions',
          { body: {} },
        )
      ).body.value,
    ).toMatchObject({ REFERRAL: { enabled: false }, VIP: { enabled: true } });
    expect((await server.call<{ currencyPosition: string }>('GET', '/wps/system/country')).body.value?.currencyPosition).toBe(
      'after',
    );
    expect(
      (await server.call<{ mobilePassword: boolean }>('GET', '/wps/system/registerSettings')).body.value?.mobilePassword,
    ).toBe(false);
  });

  it('PUT members patches member fields', async () => {
    await server.call('PUT', '/__qa/members/member1', {
      body: {
        type: 1,
        clubLabel: { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 },
        unread: 9,
        rankProgress: { completedConditions: 1, totalExpectedConditions: 2 },
      },
    });
    const token = await login(server, 'member1');
    expect((await server.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      type: 1,
      clubLabel: { labelId: 'L-GOLD' },
    });
    expect((await server.call('POST', '/wps/relay/CBS_unreadCount', { body: {}, token })).body.value).toEqual({ count: 9 });
    expect((await server.call('POST', '/wps/relay/MCSFE_getPlayerRankProgress', { body: {}, token })).body.value).toMatchObject({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
    });
    await server.call('PUT', '/__qa/members/tfa_ga', { body: { verificationMode: null } });
    expect(await login(server, 'tfa_ga')).toBeTruthy();
    expect((await server.call('PUT', '/__qa/members/nobody', { body: { unread: 1 } })).status).toBe(404);
    expect((await server.call('PUT', '/__qa/members/member1', { body: { bogus: 1 } })).status).toBe(400);
  });

  it('reset re-seeds the store and clears logs and faults', async () => {
    const token = await login(server, 'member1');
    await server.call('PUT', '/__qa/merchants/DEMO/whitelabel', { body: { GEETEST3: true } });
    await server.call('POST', '/__qa/faults', { body: { match: { path: '/wps/system/country' }, status: 500 } });
    await server.call('POST', '/wps/system/event', {
      body: { domain: 'd', affiliateCode: '', eventName: 'login', eventValue: { eventId: 'r-1' } },
    });
    expect((await server.call('POST', '/__qa/reset', { body: {} })).body.success).toBe(true);
    expect((await server.call('GET', '/__qa/faults')).body.value).toEqual([]);
    expect((await server.call('GET', '/__qa/requests')).body.value).toEqual([]);
    expect((await server.call('GET', '/__qa/events')).body.value).toEqual([]);
    expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect(
      (await server.call<{ whitelabelVal: { GEETEST3: boolean } }>('GET', '/wps/system/whitelabel')).body.value?.whitelabelVal
        .GEETEST3,
    ).toBe(false);
    expect(
      (await server.call<MemberInfo>('GET', '/wps/member/info', { token: await login(server, 'member1') })).body.value?.type,
    ).toBe(0);
  });

  it('sms/last and outbox show the codes sent', async () => {
    await server.call('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '09170000001' } });
    const last = await server.call<{ code: string; mobileNum: string }>('GET', '/__qa/sms/last?mobileNum=9170000001');
    expect(last.body.value).toMatchObject({ mobileNum: '9170000001', code: expect.stringMatching(/^\d{6}$/) });
    const outbox = await server.call<{ code: string }[]>('GET', '/__qa/outbox');
    expect(outbox.body.value?.at(-1)?.code).toBe(last.body.value?.code);
    expect((await server.call('GET', '/__qa/sms/last?mobileNum=9999999')).body.value).toBeNull();
  });
});
