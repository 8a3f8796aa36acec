import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../shared/contract';
import {
  bannerAction,
  externalBannerUrl,
  gameBannerPath,
  marqueeDurationS,
  marqueeTexts,
  merchantHosts,
  ofType,
  plainText,
  MARQUEE_SPEED_PX_PER_S,
} from '.';

const banner = (extra: Partial<Announcement>): Announcement => ({
  id: 'B',
  type: 'BANNER',
  category: 'general',
  title: 'Banner',
  content: '',
  imageUrl: '',
  sort: 1,
  ...extra,
});

const DOMAINS = [
  { domain: 'www.demo.test', type: 'main', priority: 1 },
  { domain: 'm.demo.test', type: 'mobile', priority: 2 },
];
const member = { session: { token: 'TKN', userName: 'member1' }, domains: DOMAINS };
const guest = { session: null, domains: DOMAINS };

describe('P banners (D22)', () => {
  it('open /m/activity?id=', () => {
    expect(bannerAction(banner({ linkageType: 'P', linkage: 'PROMO1' }), guest)).toEqual({
      kind: 'navigate',
      to: '/m/activity?id=PROMO1',
    });
    expect(bannerAction(banner({ linkageType: 'P', linkage: 'A B' }), guest)).toEqual({
      kind: 'navigate',
      to: '/m/activity?id=A%20B',
    });
    expect(bannerAction(banner({ linkageType: 'P' }), guest)).toEqual({ kind: 'none' });
  });
});

describe('G banners (D23, D26)', () => {
  const g = banner({
    linkageType: 'G',
    linkage: 'mahjong',
    vendor: 'PG',
    gameType: 'SLOT',
    roomId: 'R1',
    nodeId: 'N1',
    title: 'Mahjong Ways',
  });
  it('a guest goes to /m/login', () => {
    expect(bannerAction(g, guest)).toEqual({ kind: 'navigate', to: '/m/login' });
  });
  it('a member launches with vendor, gameType, roomId and nodeId', () => {
    const action = bannerAction(g, member);
    expect(action.kind).toBe('navigate');
    const url = new URL((action as { to: string }).to, 'https://x.test');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vendor: 'PG',
      code: 'mahjong',
      gameType: 'SLOT',
      roomId: 'R1',
      nodeId: 'N1',
      title: 'Mahjong Ways',
    });
    expect(gameBannerPath({ linkage: 'x' })).toBe('/m/launchGame?code=x');
  });
});

describe('URL banners (D24, D25, Q57)', () => {
  it('a /m target navigates in the app', () => {
    expect(bannerAction(banner({ linkageType: 'URL', linkage: '/m/inviteFriends' }), guest)).toEqual({
      kind: 'navigate',
      to: '/m/inviteFriends',
    });
    expect(bannerAction(banner({ linkageType: 'URL', linkage: '/m?x=1' }), guest)).toEqual({ kind: 'navigate', to: '/m?x=1' });
  });

  it('another page of this site opens as a page, as it is, also for a member', () => {
    for (const context of [guest, member])
      expect(bannerAction(banner({ linkageType: 'URL', linkage: '/mobile/promo?x=1' }), context)).toEqual({
        kind: 'open',
        url: '/mobile/promo?x=1',
      });
    expect(bannerAction(banner({ linkageType: 'URL', linkage: '//evil.test/m/' }), member)).toEqual({ kind: 'none' });
  });

  it('a member gets token and username on the merchant https domains, query kept', () => {
    const action = bannerAction(banner({ linkageType: 'URL', linkage: 'https://www.demo.test/promo?x=1' }), member);
    expect(action).toEqual({ kind: 'open', url: 'https://www.demo.test/promo?x=1&token=TKN&username=member1' });
  });

  it('third-party links, http links and guests get no token', () => {
    expect(bannerAction(banner({ linkageType: 'URL', linkage: 'https://partner.test/promo?x=1' }), member)).toEqual({
      kind: 'open',
      url: 'https://partner.test/promo?x=1',
    });
    expect(externalBannerUrl('http://www.demo.test/promo?x=1', member)).toBe('http://www.demo.test/promo?x=1');
    expect(externalBannerUrl('https://www.demo.test/promo?x=1', guest)).toBe('https://www.demo.test/promo?x=1');
    expect(externalBannerUrl('https://www.demo.test.evil.test/p', member)).toBe('https://www.demo.test.evil.test/p');
    expect(externalBannerUrl('not a url', member)).toBe('not a url');
  });

  it('other schemes and empty links do nothing', () => {
    expect(bannerAction(banner({ linkageType: 'URL', linkage: 'javascript:alert(1)' }), member)).toEqual({ kind: 'none' });
    expect(bannerAction(banner({ linkageType: 'URL', linkage: '' }), member)).toEqual({ kind: 'none' });
    expect(bannerAction(banner({}), member)).toEqual({ kind: 'none' });
  });

  it('merchant hosts accept bare hosts, URLs and strings', () => {
    expect([...merchantHosts(['https://A.demo.test:443/x', 'b.demo.test', { domain: '', type: '', priority: 0 }])]).toEqual([
      'a.demo.test',
      'b.demo.test',
    ]);
  });
});

describe('announcements and the marquee (D39, D40)', () => {
  const list: Announcement[] = [
    banner({ id: 'PR2', type: 'PR', content: 'Second', sort: 2 }),
    banner({ id: 'PR1', type: 'PR', content: '<p>First &amp; <b>best</b></p>', sort: 1 }),
    banner({ id: 'PR3', type: 'PR', content: '', title: 'Third', sort: 3 }),
    banner({ id: 'APP', type: 'PR', category: 'app_download', content: 'Get the app', sort: 0 }),
    banner({ id: 'BN1', type: 'BANNER', sort: 1 }),
  ];

  it('texts of the general PR announcements, in sort order, as plain text', () => {
    expect(marqueeTexts(list)).toEqual(['First & best', 'Second', 'Third']);
    expect(ofType(list, 'BANNER').map((a) => a.id)).toEqual(['BN1']);
    expect(marqueeTexts(undefined)).toEqual([]);
    expect(plainText({ content: ' <br> ', title: '' })).toBe('');
  });

  it('moves at 60 px per second by default', () => {
    expect(MARQUEE_SPEED_PX_PER_S).toBe(60);
    expect(marqueeDurationS(600)).toBe(10);
    expect(marqueeDurationS(0)).toBe(0.1);
  });
});
