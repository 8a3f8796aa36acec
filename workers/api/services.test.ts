import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT, MemberDb } from '../../src/data/db';
import { createNetworkSwitch } from './network-switch';
import { createApiService } from './services';
import {
  envelope,
  failEnvelope,
  fakeServer,
  jsencryptRsa,
  json,
  type Handler,
} from '../../tests/unit/support/worker-fake-server';

const CONFIG = { merchantCode: 'DEMO', env: 'qa', apiBase: '' };
const SETTINGS = { merchantCode: 'DEMO', merchantName: 'Demo', mobileTemplate: { h5_logo: 'logo.png' }, languages: ['EN', 'TH'] };
const WHITELABEL = { whitelabelVal: { CBS3: true }, menuVisibility: {} };
const COUNTRY = { countryCode: 'PH', countryDialingCode: '63', countries: [] };
const DOMAIN_ROUTE = [{ domain: 'www.demo.test', type: 'main', priority: 1 }];
const STATUS = { serverTime: 1, maintenance: false, regionRestriction: false };
const REGISTER_SETTINGS = { captcha: { enabled: false }, mobilePassword: false, ssoAutoRegister: false, smsTemplate: 'T' };
const PROMO = { VIP: { enabled: true } };

const answers: Record<string, unknown> = {
  '/wps/v2/system/status': STATUS,
  '/wps/system/settings': SETTINGS,
  '/wps/system/whitelabel': WHITELABEL,
  '/wps/system/country': COUNTRY,
  '/wps/system/domainRoute': DOMAIN_ROUTE,
  '/wps/system/registerSettings': REGISTER_SETTINGS,
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': PROMO,
};

const healthy: Handler = (request) => (request.path === '/m/config.json' ? json(CONFIG) : envelope(answers[request.path] ?? {}));

let dbSeq = 0;

function setup(handler: Handler = healthy) {
  const server = fakeServer(handler);
  const db = new MemberDb(`worker-services-${++dbSeq}`);
  const service = createApiService({
    fetch: server.fetch,
    rsaEncrypt: jsencryptRsa,
    getDb: () => db,
    random: () => 0.5,
    setTimeout: (callback, ms) => {
      const handle = setTimeout(callback, ms);
      handle.unref?.();
      return handle;
    },
    clearTimeout: (handle) => clearTimeout(handle as number),
  });
  return { server, db, service };
}

async function snapshot(db: MemberDb) {
  const state = Object.fromEntries((await db.systemState.toArray()).map((row) => [row.key, row.value]));
  return {
    siteSettings: (await db.siteSettings.get(CURRENT))?.value,
    mobileTemplate: (await db.mobileTemplate.get(CURRENT))?.value,
    featureSwitches: (await db.featureSwitches.get(CURRENT))?.value,
    countryInfo: (await db.countryInfo.get(CURRENT))?.value,
    promoAvailability: (await db.promoAvailability.get(CURRENT))?.value,
    state,
  };
}

describe('syncSettings', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup();
  });

  it('loads config with a plain fetch, then writes every part to Dexie', async () => {
    const { service, server, db } = env;
    service.init({ language: 'TH', userAgent: 'UA', token: 'tok' });
    const summary = await service.refresh(['settings'], {
      url: 'https://www.demo.test/m/home?token=T&gclid=G',
      originalDomain: 'www.demo.test',
    });
    expect(summary.failed).toEqual([]);
    expect(summary.updated.sort()).toEqual(
      ['config', 'country', 'domainRoute', 'promoAvailability', 'registerSettings', 'settings', 'status', 'whitelabel'].sort(),
    );
    expect(await snapshot(db)).toEqual({
      siteSettings: SETTINGS,
      mobileTemplate: SETTINGS.mobileTemplate,
      featureSwitches: WHITELABEL,
      countryInfo: COUNTRY,
      promoAvailability: PROMO,
      state: { config: CONFIG, status: STATUS, domainRoute: DOMAIN_ROUTE, registerSettings: REGISTER_SETTINGS },
    });

    expect(server.sent[0]?.path).toBe('/m/config.json');
    expect(server.sent[0]?.headers.Merchant).toBeUndefined();
    expect(server.sent[1]?.path).toBe('/wps/v2/system/status');
    const status = server.to('/wps/v2/system/status')[0];
    expect(status?.query.get('device')).toBe('MOBILE');
    expect(status?.query.get('url')).toBe('https://www.demo.test/m/home?gclid=G');
    expect(status?.headers.Authorization).toBeUndefined();
    expect(server.to('/wps/system/domainRoute')[0]?.query.get('device')).toBe('MOBILE');
    // The merchant code came from config.json; language, user agent and token from init.
    for (const request of server.sent.slice(1))
      expect(request.headers).toMatchObject({ Merchant: 'DEMO', Language: 'TH', 'X-Real-UA': 'UA' });
    expect(server.to('/wps/relay/MCSFE_getMerchantAvailablePromotions')[0]?.headers.Authorization).toBe('tok');
  });

  it('keeps what Dexie had when calls fail, and reports each failure', async () => {
    const { service, server, db } = env;
    await service.refresh(['settings']);
    const before = await snapshot(db);

    server.setHandler((request) => {
      switch (request.path) {
        case '/m/config.json':
          return new Response('down', { status: 503 });
        case '/wps/system/settings':
          return failEnvelope('qa.err', 'Boom');
        case '/wps/system/whitelabel':
          return new Response('Bad Gateway', { status: 502 });
        case '/wps/system/registerSettings':
          return Promise.reject(new TypeError('Failed to fetch'));
        case '/wps/relay/MCSFE_getMerchantAvailablePromotions':
          return envelope('not an object');
        default:
          return envelope({ changed: true });
      }
    });
    service.setLanguage('TH'); // drops the cached country and domain route, so they are asked again
    const summary = await service.refresh(['settings']);
    const failed = Object.fromEntries(summary.failed.map((f) => [f.part, f.error]));
    expect(Object.keys(failed).sort()).toEqual([
      'config',
      'domainRoute',
      'promoAvailability',
      'registerSettings',
      'settings',
      'whitelabel',
    ]);
    expect(failed.config).toMatchObject({ code: 'http.error', status: 503 });
    expect(failed.settings).toMatchObject({ code: 'qa.err', message: 'Boom', status: 200 });
    expect(failed.whitelabel).toMatchObject({ code: 'http.error', status: 502 });
    expect(failed.registerSettings).toMatchObject({ code: 'network.error' });
    expect(failed.promoAvailability).toMatchObject({ code: 'invalid.response' });
    expect(failed.domainRoute).toMatchObject({ code: 'invalid.response' }); // {changed:true} is not a route list
    expect(summary.updated.sort()).toEqual(['country', 'status']);

    const after = await snapshot(db);
    expect(after.siteSettings).toEqual(before.siteSettings);
    expect(after.mobileTemplate).toEqual(before.mobileTemplate);
    expect(after.featureSwitches).toEqual(before.featureSwitches);
    expect(after.promoAvailability).toEqual(before.promoAvailability);
    expect(after.state.config).toEqual(CONFIG);
    expect(after.state.registerSettings).toEqual(REGISTER_SETTINGS);
    expect(after.state.domainRoute).toEqual(DOMAIN_ROUTE);
    expect(after.countryInfo).toEqual({ changed: true });
    expect(after.state.status).toEqual({ changed: true });
  });

  it('uses the stored config when /m/config.json cannot be fetched on a later start', async () => {
    await env.db.systemState.put({ key: 'config', value: { ...CONFIG, merchantCode: 'VNL' }, updatedAt: 1 });
    env.server.setHandler((request) =>
      request.path === '/m/config.json' ? Promise.reject(new TypeError('offline')) : healthy(request),
    );
    const summary = await env.service.refresh(['settings']);
    expect(summary.failed[0]).toMatchObject({ part: 'config', error: { code: 'network.error' } });
    expect(env.server.to('/wps/system/settings')[0]?.headers.Merchant).toBe('VNL');
  });
});

describe('service', () => {
  it('a new worker takes its merchant and API base from the stored config before its first call, without init', async () => {
    const db = new MemberDb(`worker-services-${++dbSeq}`);
    await db.systemState.put({
      key: 'config',
      value: { ...CONFIG, merchantCode: 'VNL', apiBase: 'https://api.vnl.test/' },
      updatedAt: 1,
    });
    const server = fakeServer(healthy);
    const service = createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => db });
    expect(await service.call('country', {})).toMatchObject({ ok: true });
    expect(server.sent[0]?.url).toBe('https://api.vnl.test/wps/system/country');
    expect(server.sent[0]?.headers.Merchant).toBe('VNL');
  });

  it('applies the session and language to later calls; a language change drops cached answers', async () => {
    const { service, server } = setup();
    service.init({ merchantCode: 'DEMO', language: 'EN', userAgent: 'UA' });
    await service.call('country', {});
    service.setSession('tok-1');
    service.setLanguage('TH');
    await service.call('country', {});
    service.setSession(null);
    await service.call('memberInfo', {});
    expect(server.sent.map((r) => [r.path, r.headers.Language, r.headers.Authorization])).toEqual([
      ['/wps/system/country', 'EN', undefined],
      ['/wps/system/country', 'TH', 'tok-1'],
      ['/wps/member/info', 'TH', undefined],
    ]);
  });

  it('cancels a call by its callId', async () => {
    const { service, server } = setup(() => new Promise<Response>(() => undefined));
    const pending = service.call('memberInfo', {}, { callId: 'c1' });
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    service.abort('c1');
    expect(await pending).toMatchObject({ ok: false, error: { code: 'aborted' } });
    expect(server.sent[0]?.init.signal?.aborted).toBe(true);
  });

  it('api() sends ad-hoc calls with their registry class, and rejects an empty url without sending', async () => {
    const { service, server } = setup();
    service.init({ merchantCode: 'DEMO', token: 'tok' });
    expect(await service.api('GET', '')).toMatchObject({ ok: false, error: { code: 'url.is.null', message: 'url is null' } });
    expect(server.sent).toHaveLength(0);
    await service.api('GET', '/wps/system/whitelabel');
    await service.api('GET', '/wps/qa/slow/1');
    expect(server.sent.map((r) => r.headers.Authorization)).toEqual([undefined, 'tok']);
    const stats = service.stats();
    expect(stats.http.active).toBe(0);
    expect(stats.limiter.tracked).toBe(2);
  });

  it('exposes cache keys and ping for diagnostics', async () => {
    const { service } = setup();
    await service.call('domainRoute', { device: 'MOBILE' });
    expect(service.cacheKeys()).toHaveLength(1);
    expect(service.cacheKeys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(service.stats().cache.size).toBe(1);
    expect(Math.abs(service.ping() - Date.now())).toBeLessThan(1_000);
  });
});

describe('refreshConsoleSettings', () => {
  it('refetches only the consolidated settings and the switches, bypassing the cache, and writes them to Dexie', async () => {
    const { service, server, db } = setup();
    service.init({ merchantCode: 'DEMO', userAgent: 'UA' });
    await service.refresh(['settings']);
    const before = server.sent.length;

    const summary = await service.refresh(['consoleSettings']);

    expect(summary.updated.sort()).toEqual(['settings', 'whitelabel']);
    expect(
      server.sent
        .slice(before)
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/wps/system/settings', '/wps/system/whitelabel']);
    expect((await db.siteSettings.get(CURRENT))?.value).toEqual(SETTINGS);
    expect((await db.featureSwitches.get(CURRENT))?.value).toEqual(WHITELABEL);
  });
});

describe('status metric (F37)', () => {
  it('sends the status call duration to /wps/system/collect 5 s after the status call, not before', async () => {
    const server = fakeServer(healthy);
    const scheduled: { ms: number; run: () => void }[] = [];
    const service = createApiService({
      fetch: server.fetch,
      rsaEncrypt: jsencryptRsa,
      getDb: () => new MemberDb(`worker-services-${++dbSeq}`),
      random: () => 0.5,
      setTimeout: (run, ms) => {
        scheduled.push({ ms, run });
        return scheduled.length;
      },
      clearTimeout: () => undefined,
    });
    service.init({ merchantCode: 'DEMO', userAgent: 'UA' });
    await service.refresh(['settings']);
    expect(server.to('/wps/system/collect')).toHaveLength(0);

    const metric = scheduled.filter((timer) => timer.ms === 5_000);
    expect(metric).toHaveLength(1);
    metric[0]?.run();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [beacon] = server.to('/wps/system/collect');
    expect(beacon?.body).toEqual({ merchant: 'DEMO', value: expect.stringMatching(/^status;ms=\d+$/) });
  });
});

describe('member state (spec §4 Token change)', () => {
  const memberAnswers: Record<string, unknown> = {
    ...answers,
    '/wps/member/info': {
      id: '7',
      account: 'vip1',
      type: 0,
      language: 'EN',
      clubLabel: { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 },
    },
    '/wps/relay/PROMOFE_getPromoCodeEnable': { enabled: true },
    '/wps/relay/MCSFE_getPlayerRankProgress': {
      currentProgress: { completedConditions: 3, totalExpectedConditions: 4 },
      playerRankProgress: { labelId: 'L-GOLD' },
    },
    '/wps/member/deposit/settings': { totalDepositSuccessCount: 2, minDeposit: 100, currency: 'PHP' },
    '/wps/relay/CBS_unreadCount': { count: 3 },
  };
  const handler: Handler = (request) =>
    request.path === '/m/config.json' ? json(CONFIG) : envelope(memberAnswers[request.path] ?? {});

  it('loads member info, promo-code flag, rank progress, deposits and (with CBS3) the unread count, then resets them', async () => {
    const { service, server, db } = setup(handler);
    service.init({ merchantCode: 'DEMO', userAgent: 'UA', token: 'tok' });
    await service.refresh(['settings']);

    const summary = await service.refresh(['memberState']);

    expect(summary).toEqual({ updated: ['memberInfo', 'memberState'], failed: [] });
    for (const path of [
      '/wps/member/info',
      '/wps/relay/PROMOFE_getPromoCodeEnable',
      '/wps/relay/MCSFE_getPlayerRankProgress',
      '/wps/member/deposit/settings',
      '/wps/relay/CBS_unreadCount',
    ])
      expect(server.to(path)[0]?.headers.Authorization).toBe('tok');
    expect((await db.memberInfo.get(CURRENT))?.value.account).toBe('vip1');
    expect((await db.memberState.get(CURRENT))?.value).toEqual({
      promoCodeEnable: true,
      vipProgress: 0.75,
      totalDepositSuccessCount: 2,
      unreadCount: 3,
    });

    await service.clearMemberState();
    expect(await db.memberInfo.get(CURRENT)).toBeUndefined();
    expect((await db.memberState.get(CURRENT))?.value).toEqual({
      promoCodeEnable: false,
      vipProgress: 1,
      totalDepositSuccessCount: 0,
      unreadCount: 0,
    });
  });

  it('sends a logged-in language change with the merchant code and keeps member info in step (D59)', async () => {
    const { service, server, db } = setup(handler);
    service.init({ merchantCode: 'DEMO', userAgent: 'UA', token: 'tok' });
    await service.refresh(['settings']);
    await service.refresh(['memberState']);

    expect(await service.setMemberLanguage('VI')).toBeNull();

    expect(server.to('/wps/member/language')[0]?.body).toEqual({ language: 'VI', merchantCode: 'DEMO' });
    expect((await db.memberInfo.get(CURRENT))?.value.language).toBe('VI');
  });
});

describe('recordEvent (the page hands its tracking events to the worker)', () => {
  const event = (eventName: 'viewContent' | 'firstOpen') => ({
    domain: 'www.demo.test',
    affiliateCode: '',
    eventName,
    eventValue: { pwaType: 'H5' },
  });

  it('stores each event in the outbox with an id, and a once-flagged one only once', async () => {
    const { db, service } = setup();
    expect(await service.recordEvent(event('viewContent') as never)).toBe(true);
    const once = await Promise.all([
      service.recordEvent(event('firstOpen') as never, 'tracking.firstOpen'),
      service.recordEvent(event('firstOpen') as never, 'tracking.firstOpen'),
    ]);
    expect(once.filter(Boolean)).toHaveLength(1);
    const rows = await db.outbox.toArray();
    expect(rows.map((row) => row.event.eventName).sort()).toEqual(['firstOpen', 'viewContent']);
    expect(rows.every((row) => row.state === 'pending' && /^[0-9a-f-]{36}$/.test(row.event.eventValue.eventId))).toBe(true);
    expect(await db.preferences.get('tracking.firstOpen')).toBeDefined();
  });

  it('refuses a name outside the 16', async () => {
    const { service } = setup();
    await expect(service.recordEvent({ ...event('viewContent'), eventName: 'purchase' } as never)).rejects.toThrow(TypeError);
  });
});

describe('the offline switch through init', () => {
  it('holds every call offline, as network.error with nothing sent, and flushes the outbox when switched back', async () => {
    const server = fakeServer(healthy);
    const network = createNetworkSwitch(server.fetch);
    const flushes: string[] = [];
    const service = createApiService({
      fetch: network.fetch,
      network,
      rsaEncrypt: jsencryptRsa,
      getDb: () => new MemberDb(`worker-services-${++dbSeq}`),
      flushOutbox: (merchantCode, _language, options) => flushes.push(`${merchantCode} ${String(options?.retryNow)}`) > 0,
    });
    service.init({ merchantCode: 'DEMO', offline: true });
    const result = await service.api('GET', '/wps/system/country');
    expect(result.ok ? 'answered' : result.error.code).toBe('network.error');
    expect(server.sent.filter((request) => request.path.startsWith('/wps/'))).toEqual([]);
    expect(flushes).toEqual([]);
    expect(service.heldBack()).toBe(1);

    service.init({ offline: false });
    expect(flushes).toEqual(['DEMO true']);
    expect((await service.api('GET', '/wps/system/country')).ok).toBe(true);
    // The same state again changes nothing.
    service.init({ offline: false });
    expect(flushes).toEqual(['DEMO true']);
  });
});
