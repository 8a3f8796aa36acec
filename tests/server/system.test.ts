import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryInfo, SiteSettings, StatusValue, WebManifest, WhitelabelValue } from '../../src/shared/contract';
import { FEATURE_SWITCHES } from '../../src/shared/constants';
import { startServer, type TestServer } from './helpers';

describe('system endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('W18 status answers no-store with maintenance and region restriction from the settings', async () => {
    const answer = await server.call<StatusValue>(
      'GET',
      '/wps/v2/system/status?device=MOBILE&track=%7B%7D&originalDomain=&url=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome',
      { headers: { 'Cache-Control': 'no-cache' } },
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.value).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEnd: null });
    expect(typeof answer.body.value?.serverTime).toBe('number');
    await server.call('PUT', '/__qa/merchants/DEMO/settings', {
      body: { maintenance: true, maintenanceEnd: '2030-01-01T00:00:00Z', regionRestriction: true, ip: '203.0.113.7' },
    });
    const closed = await server.call<StatusValue>('GET', '/wps/v2/system/status?device=MOBILE');
    expect(closed.body.value).toMatchObject({
      maintenance: true,
      maintenanceEnd: '2030-01-01T00:00:00Z',
      regionRestriction: true,
      ip: '203.0.113.7',
    });
    const location = await server.call('GET', '/wps/system/location');
    expect(location.body.value).toEqual({ ip: '203.0.113.7', countryCode: 'PH', restricted: true });
    await server.call('PUT', '/__qa/merchants/DEMO/settings', {
      body: { maintenance: false, maintenanceEnd: null, regionRestriction: false, ip: '' },
    });
  });

  it('W18 status answers domain_not_available for a flagged domain', async () => {
    const answer = await server.call('GET', '/wps/v2/system/status?device=MOBILE&originalDomain=blocked.demo.test');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ success: false, errorCode: 'domain_not_available' });
  });

  it('W19 country info per merchant', async () => {
    const demo = await server.call<CountryInfo>('GET', '/wps/system/country');
    expect(demo.body.value).toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
    });
    expect(demo.body.value?.countries.length).toBeGreaterThan(1);
    const vnl = await server.call<CountryInfo>('GET', '/wps/system/country', { merchant: 'VNL' });
    expect(vnl.body.value).toMatchObject({ currency: 'VND', currencyPosition: 'after' });
  });

  it('W20 domain route and W21 location', async () => {
    const route = await server.call('GET', '/wps/system/domainRoute?device=MOBILE');
    expect(route.body.value).toEqual([
      { domain: 'www.demo.test', type: 'main', priority: 1 },
      { domain: 'm.demo.test', type: 'backup', priority: 2 },
    ]);
    const location = await server.call<{ ip: string; countryCode: string; restricted: boolean }>('GET', '/wps/system/location');
    expect(location.body.value?.ip).toBe('127.0.0.1');
  });

  it('W22 whitelabel has the 19 switches as seeded', async () => {
    const demo = await server.call<WhitelabelValue>('GET', '/wps/system/whitelabel');
    expect(Object.keys(demo.body.value?.whitelabelVal ?? {}).sort()).toEqual([...FEATURE_SWITCHES].sort());
    expect(demo.body.value?.whitelabelVal).toMatchObject({
      MOBILEAUTOLOGIN3: true,
      CBS3: true,
      STARTGAMEINAPP3: false,
      GEETEST3: false,
    });
    const vnl = await server.call<WhitelabelValue>('GET', '/wps/system/whitelabel', { merchant: 'VNL' });
    expect(vnl.body.value?.whitelabelVal.STARTGAMEINAPP3).toBe(true);
    const bare = await server.call<WhitelabelValue>('GET', '/wps/system/whitelabel', { merchant: 'BARE' });
    expect(Object.values(bare.body.value?.whitelabelVal ?? {}).every((on) => on === false)).toBe(true);
  });

  it('W23 consolidated settings carry every field and distinct brands', async () => {
    const demo = (await server.call<SiteSettings>('GET', '/wps/system/settings')).body.value;
    for (const key of [
      'customerService',
      'domainRoute',
      'register',
      'imageCDNs',
      'sms',
      'gw',
      'resources',
      'maintenance',
      'maintenanceEnd',
      'regionRestriction',
      'ip',
      'merchantCode',
      'vipRankLevel',
      'hasVip',
      'mobileTemplate',
      'defaultLanguage',
      'languages',
      'menu',
      'merchantName',
      'brand',
      'currency',
    ]) {
      expect(demo, key).toHaveProperty(key);
    }
    expect(demo?.gw).toMatchObject({ GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 });
    expect(Object.keys(demo?.mobileTemplate ?? {})).toHaveLength(10);
    expect(demo?.brand.logo).toMatch(/^data:image\/svg\+xml,/);
    const vnl = (await server.call<SiteSettings>('GET', '/wps/system/settings', { merchant: 'VNL' })).body.value;
    expect(vnl?.brand.logo).not.toBe(demo?.brand.logo);
    expect(vnl).toMatchObject({ merchantCode: 'VNL', defaultLanguage: 'VI', currency: 'VND' });
  });

  it('W24 answers the raw web manifest', async () => {
    const answer = await server.call('GET', '/wps/system/manifest.json?merchantCode=DEMO&_=1');
    const manifest = JSON.parse(answer.text) as WebManifest;
    expect(manifest).toMatchObject({ short_name: 'Lucky Star', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    const icon = await fetch(`${server.base}${manifest.icons[0]?.src}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await icon.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('W28 issues captcha challenges', async () => {
    const first = await server.call<{ gt: string; challenge: string; newCaptcha: boolean }>('GET', '/wps/captcha/geetest?t=1');
    const second = await server.call<{ challenge: string }>('GET', '/wps/captcha/geetest?t=2');
    expect(first.body.value).toMatchObject({ gt: 'gt-demo-0001', newCaptcha: true });
    expect(first.body.value?.challenge).not.toBe(second.body.value?.challenge);
  });

  it('W29 sends one SMS per 60 s per number and validates it', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const local = await startServer({ now: () => clock });
    try {
      const send = () =>
        local.call('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '9170000001' } });
      expect((await send()).body.success).toBe(true);
      const code = (await local.call<{ code: string }>('GET', '/__qa/sms/last?mobileNum=9170000001')).body.value?.code;
      expect(code).toMatch(/^\d{6}$/);
      clock += 59_000;
      expect((await send()).body.errorCode).toBe('TOO_MANY_REQUEST');
      clock += 1_000;
      expect((await send()).body.success).toBe(true);
      const invalid = await local.call('POST', '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '63', mobileNum: '12' },
      });
      expect(invalid.body.errorCode).toBe('mobile.invalid');
    } finally {
      await local.close();
    }
  });

  it('W30 finds an affiliate by code or domain, and answers null otherwise', async () => {
    expect((await server.call('GET', '/wps/affiliate?code=aff1')).body.value).toEqual({
      code: 'aff1',
      domain: 'aff1.demo.test',
      referralCode: 'AGENT1REF',
    });
    expect((await server.call('GET', '/wps/affiliate?domain=aff1.demo.test')).body.value).toEqual({
      code: 'aff1',
      domain: 'aff1.demo.test',
      referralCode: 'AGENT1REF',
    });
    const unknown = await server.call('GET', '/wps/affiliate?code=zzz');
    expect(unknown.body).toEqual({ success: true, value: null });
  });
});
