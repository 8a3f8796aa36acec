import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Announcement,
  CustomerServiceEntry,
  DownloadSetting,
  GameCard,
  GameVendorData,
  PromotionCategory,
} from '../../src/shared/contract';
import { PROMO_AVAILABILITY_KEYS } from '../../src/shared/constants';
import { decryptCsPath } from '../../server/content/customer-service';
import { login, startServer, type TestServer } from './helpers';

describe('relay endpoints', () => {
  let server: TestServer;
  let member1: string;
  const relay = <T>(name: string, body: unknown = {}, init: { token?: string; merchant?: string } = {}) =>
    server.call<T>('POST', `/wps/relay/${name}`, { body, ...init });
  beforeAll(async () => {
    server = await startServer();
    member1 = await login(server, 'member1');
  });
  afterAll(() => server.close());

  it('R1 CBS_launchChat and R2 CBS_unreadCount need a login', async () => {
    expect((await relay<{ chatUrl: string }>('CBS_launchChat', {}, { token: member1 })).body.value?.chatUrl).toContain(
      'user=member1',
    );
    expect((await relay('CBS_unreadCount', {}, { token: member1 })).body.value).toEqual({ count: 3 });
    expect((await relay('CBS_unreadCount')).status).toBe(401);
  });

  it('R3 promo availability has the six keys; BARE has them all off', async () => {
    const demo = await relay<Record<string, { enabled: boolean }>>('MCSFE_getMerchantAvailablePromotions');
    expect(Object.keys(demo.body.value ?? {}).sort()).toEqual([...PROMO_AVAILABILITY_KEYS].sort());
    const bare = await relay<Record<string, { enabled: boolean }>>(
      'MCSFE_getMerchantAvailablePromotions',
      {},
      { merchant: 'BARE' },
    );
    expect(Object.values(bare.body.value ?? {}).every((entry) => !entry.enabled)).toBe(true);
  });

  it('R4 lists the marquee, popups, app_download items and banners', async () => {
    expect(
      (await relay<Announcement[]>('MCSFE_getListAnnouncements', { types: ['PR'], platform: 'M' })).body.value?.map(
        (item) => item.id,
      ),
    ).toEqual(['PR1', 'PR2', 'PR3']);
    expect(
      (await relay<Announcement[]>('MCSFE_getListAnnouncements', { types: ['POPUP'], platform: 'M' })).body.value,
    ).toHaveLength(2);
    expect(
      (await relay<Announcement[]>('MCSFE_getListAnnouncements', { types: ['PR'], platform: 'M', category: 'app_download' })).body
        .value,
    ).toHaveLength(1);
    const banners =
      (await relay<Announcement[]>('MCSFE_getListAnnouncements', { types: ['BANNER'], platform: 'M', ext: 'webp' })).body.value ??
      [];
    expect(banners.map((banner) => [banner.linkageType, banner.linkage])).toContainEqual(['P', 'PROMO1']);
    expect(banners.find((banner) => banner.linkageType === 'G')).toMatchObject({
      vendor: 'PG',
      gameType: 'SLOT',
      roomId: 'R1',
      nodeId: 'N1',
    });
  });

  it('R5 trial launch works for guests, by POST and by GET', async () => {
    const post = await relay<{ gameUrl: string }>('GCS_gameTrialLaunch', { gameId: 'mahjong', nodeId: 'N1', platform: 'html5' });
    expect(post.body.value?.gameUrl).toContain('/__emu/game/mahjong');
    const get = await server.call<{ gameUrl: string }>(
      'GET',
      '/wps/relay/GCS_gameTrialLaunch?gameId=mahjong&nodeId=N1&platform=html5',
    );
    expect(get.body.value?.gameUrl).toContain('playType=trial');
    const navigation = await fetch(`${server.base}/wps/relay/GCS_gameTrialLaunch?gameId=mahjong&nodeId=N1&platform=html5`, {
      headers: { Merchant: 'DEMO', Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(navigation.status).toBe(302);
    expect((await relay('GCS_gameTrialLaunch', { gameId: 'nope', platform: 'html5' })).body.errorCode).toBe('game.not.found');
  });

  it('R6–R8 bind, subscribe and unsubscribe push tokens', async () => {
    expect((await relay('CSP_fcmBind', { registrationToken: 'TKN' }, { token: member1 })).body.success).toBe(true);
    expect((await relay('CSP_fcmSubscribe', { registrationToken: 'TKN', topic: 'DEMO' })).body.success).toBe(true);
    expect((await relay('CSP_fcmUnsubscribe', { registrationToken: 'TKN', unsubscribeAll: true })).body.success).toBe(true);
    expect((await relay('CSP_fcmBind', {})).status).toBe(400);
  });

  it('R9 builds the game vendor data from the catalogue', async () => {
    const data = (await relay<GameVendorData>('GCSGAME_newGameVendor', { ext: 'webp' })).body.value;
    expect(data?.sorting.slice(0, 6)).toEqual(['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT', 'FISH']);
    expect(data?.mapping.LOTT).toEqual(['LOTT', 'SEA_LOTT', 'VIETNAM_LOTTO']);
    expect(data?.mapping.ELOTT).toEqual(['ELOTT', 'ELOTTO']);
    const slot = data?.categories.find((category) => category.gameClassify === 'SLOT');
    expect(slot).toMatchObject({ title: 'Slots' });
    expect(slot?.gameCount).toBeGreaterThan(900);
    expect(slot?.cards.some((card) => card.freeplay)).toBe(true);
    const total = data?.categories.reduce((sum, category) => sum + category.gameCount, 0) ?? 0;
    const vnl = (await relay<GameVendorData>('GCSGAME_newGameVendor', {}, { merchant: 'VNL' })).body.value;
    const vnlTotal = vnl?.categories.reduce((sum, category) => sum + category.gameCount, 0) ?? 0;
    expect(total + vnlTotal).toBeGreaterThanOrEqual(2000);
    await server.call('PUT', '/__qa/merchants/DEMO/settings', {
      body: { games: { display: { FISH: false }, vendorSorting: { SLOT: ['PP', 'PG'] } } },
    });
    const patched = (await relay<GameVendorData>('GCSGAME_newGameVendor')).body.value;
    expect(patched?.display.FISH).toBe(false);
    expect(patched?.vendorSorting.SLOT).toEqual(['PP', 'PG']);
  });

  it('R10 matches, R22 ranking, R20 game list, R21 hot, R23 vendors', async () => {
    expect((await relay<unknown[]>('GCSGAME_getGameMatchV2')).body.value).toHaveLength(6);
    const ranking = (await relay<{ rank: number; amount: number }[]>('GCSGAME_getRanking')).body.value ?? [];
    expect(ranking[0]?.rank).toBe(1);
    expect(ranking[0]?.amount).toBeGreaterThanOrEqual(ranking[1]?.amount ?? 0);
    const list = (
      await relay<{ list: GameCard[]; total: number }>('GCSGAME_getGameList', {
        category: 'SLOT',
        vendor: 'PG',
        page: 2,
        size: 10,
      })
    ).body.value;
    expect(list?.list).toHaveLength(10);
    expect(list?.total).toBe(260);
    expect((await relay<GameCard[]>('GCSGAME_getHotGames')).body.value?.every((card) => card.hot)).toBe(true);
    expect(
      (await relay<{ vendor: string }[]>('GCSGAME_getVendorList', { category: 'FISH' })).body.value?.map(
        (vendor) => vendor.vendor,
      ),
    ).toEqual(['JDB', 'FCF']);
  });

  it('R11 rank progress, R24 favourites and R25 recents need a login', async () => {
    expect((await relay('MCSFE_getPlayerRankProgress', {}, { token: member1 })).body.value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null },
    });
    const vip1 = await login(server, 'vip1');
    expect((await relay('MCSFE_getPlayerRankProgress', {}, { token: vip1 })).body.value).toEqual({
      currentProgress: { completedConditions: 3, totalExpectedConditions: 4 },
      playerRankProgress: { labelId: 'L-GOLD' },
    });
    expect((await relay<GameCard[]>('GCSGAME_getFavouriteGames', {}, { token: member1 })).body.value).toHaveLength(3);
    expect((await relay<GameCard[]>('GCSGAME_getRecentGames', {}, { token: member1 })).body.value?.length).toBeGreaterThan(0);
    for (const name of [
      'MCSFE_getPlayerRankProgress',
      'GCSGAME_getFavouriteGames',
      'GCSGAME_getRecentGames',
      'PROMOFE_getPromoCodeEnable',
      'WPS3RD_refreshMayaTokens',
    ]) {
      expect((await relay(name, name === 'WPS3RD_refreshMayaTokens' ? { env: 'UAT' } : {})).status, name).toBe(401);
    }
  });

  it('R12 customer-service entries: one per csType, a L-GOLD one and a default, all encrypted', async () => {
    const entries = (await relay<CustomerServiceEntry[]>('WPSCORE_getCustomerServiceScript')).body.value ?? [];
    expect(entries.map((entry) => entry.csType)).toEqual([
      'TX-CHAT',
      'AICAN',
      'MIDUOKE',
      'LIVECHAT',
      'COMM100',
      'COMM100VIP',
      'LIVECHAT',
      'DEFAULT',
    ]);
    expect(entries.find((entry) => entry.labelIds.includes('L-GOLD'))).toBeTruthy();
    for (const entry of entries) {
      expect(entry.path.startsWith('https://')).toBe(false);
      expect(decryptCsPath(entry.path)).toMatch(/^\/__emu\/cs\//);
    }
  });

  it('R13 download settings and R14 Telegram settings', async () => {
    const download = (await relay<DownloadSetting>('WPSCORE_getDownloadSetting', { domain: 'www.demo.test' })).body.value;
    expect(download?.links.map((link) => link.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']);
    expect(
      (await relay<DownloadSetting>('WPSCORE_getDownloadSetting', { domain: 'www.bare.test' }, { merchant: 'BARE' })).body.value
        ?.links,
    ).toEqual([]);
    expect((await relay('WPSCORE_getTelegramLoginSetting')).body.value).toEqual({
      botId: '7000000001',
      authDomain: 'www.demo.test',
    });
  });

  it('R15 saves the LINE profile by auth key and R18 rejects unknown codes', async () => {
    const token = (await relay<{ lineSessionToken: string }>('WPS3RD_verifyLineCode', { accessToken: 'AT-line-bound' })).body
      .value?.lineSessionToken;
    expect(
      (await relay('WPSCORE_saveMemberInfoByAuthKey', { authKey: token, name: 'New Name', picture: 'https://p.test/x.png' })).body
        .success,
    ).toBe(true);
    expect((await relay('WPSCORE_saveMemberInfoByAuthKey', { authKey: 'nope', name: 'x', picture: '' })).body.errorCode).toBe(
      'line_invalid_token',
    );
    expect((await relay('WPS3RD_verifyLineCode', { code: 'nope', redirectUri: 'x' })).body.errorCode).toBe('line_invalid_token');
  });

  it('R16 promotion categories, R17 promo-code flag and R26 promotion detail', async () => {
    const categories =
      (await relay<PromotionCategory[]>('PROMOFE_getPromotionAnnouncementCategory', { ext: 'webp' })).body.value ?? [];
    expect(categories.map((category) => category.promotions.map((promotion) => promotion.id))).toEqual([['PROMO1'], ['PROMO2']]);
    expect(
      (await relay<PromotionCategory[]>('PROMOFE_getPromotionAnnouncementCategory', {}, { merchant: 'BARE' })).body.value,
    ).toEqual([]);
    expect((await relay('PROMOFE_getPromoCodeEnable', {}, { token: member1 })).body.value).toEqual({ enabled: true });
    expect((await relay('PROMOFE_getPromotionDetail', { id: 'PROMO1' })).body.value).toMatchObject({
      id: 'PROMO1',
      categoryId: 'CAT-WELCOME',
    });
    expect((await relay('PROMOFE_getPromotionDetail', { id: 'NOPE' })).body.errorCode).toBe('promotion.not.found');
  });
});
