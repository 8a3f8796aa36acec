/** Content in the merchant's languages (issue 17): answered by the Language header, else the merchant default, else EN. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, PromotionCategory } from '../../src/shared/contract';
import { contentLanguage } from '../../server/content/translations';
import { SUPPORTED_LANGUAGES } from '../../src/shared/constants';
import { startServer, type TestServer } from './helpers';

describe('content languages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(() => server.close());

  const relay = async <T>(name: string, merchant: string, language: string | null, body: unknown = {}) =>
    (await server.call<T>('POST', `/wps/relay/${name}`, { body, merchant, headers: language ? { Language: language } : {} })).body
      .value;
  const tickerOf = async (merchant: string, language: string | null) =>
    (await relay<Announcement[]>('MCSFE_getListAnnouncements', merchant, language, { types: ['PR'], platform: 'M' }))?.map(
      (item) => item.content,
    );

  it('asks for the header language when the merchant offers it, else its default; EN is the items themselves', () => {
    const vnl = { defaultLanguage: 'VI', languages: ['VI', 'EN', 'TH'] };
    expect(contentLanguage({ headers: { language: 'th' } }, vnl)).toBe('TH');
    expect(contentLanguage({ headers: { language: 'EN' } }, vnl)).toBeUndefined();
    expect(contentLanguage({ headers: { language: 'KM' } }, vnl)).toBe('VI');
    expect(contentLanguage({ headers: {} }, vnl)).toBe('VI');
    expect(contentLanguage({ headers: { language: 'AR' } }, vnl)).toBe('VI');
    expect(contentLanguage({ headers: { language: 'AR' } }, { defaultLanguage: 'EN', languages: [...SUPPORTED_LANGUAGES] })).toBe(
      'AR',
    );
    expect(contentLanguage({ headers: { language: 'XX' } }, { defaultLanguage: 'EN', languages: [] })).toBe('XX');
  });

  it('VNL answers in Vietnamese, by its default too, and in English when asked', async () => {
    expect(await tickerOf('VNL', 'VI')).toEqual([
      'Chào mừng bạn đến với VN Lotto Club!',
      'Bảo trì định kỳ vào thứ Ba hằng tuần, 02:00–03:00.',
      'Các trò slot mới của PG Soft đã ra mắt.',
    ]);
    expect(await tickerOf('VNL', null)).toEqual(await tickerOf('VNL', 'VI'));
    expect(await tickerOf('VNL', 'EN')).toEqual([
      'Welcome to VN Lotto Club!',
      'Scheduled maintenance every Tuesday 02:00–03:00.',
      'New slots from PG Soft are live now.',
    ]);
  });

  it('DEMO answers in Tagalog (TY), Vietnamese, Arabic and Khmer when asked, in English otherwise; a game banner keeps its game name', async () => {
    expect((await tickerOf('DEMO', 'TY'))?.[0]).toBe('Maligayang pagdating sa Lucky Star Casino!');
    expect((await tickerOf('DEMO', 'VI'))?.[0]).toBe('Chào mừng bạn đến với Lucky Star Casino!');
    expect((await tickerOf('DEMO', 'AR'))?.[0]).toBe('مرحبًا بك في \u2068Lucky Star Casino\u2069!');
    expect((await tickerOf('DEMO', 'KM'))?.[0]).toBe('សូមស្វាគមន៍មកកាន់ Lucky Star Casino!');
    expect((await tickerOf('DEMO', 'TH'))?.[0]).toBe('Welcome to Lucky Star Casino!');
    const banners = await relay<Announcement[]>('MCSFE_getListAnnouncements', 'DEMO', 'TY', { types: ['BANNER'], platform: 'M' });
    expect(banners?.map((banner) => banner.title)).toEqual([
      'Bonus sa pagsalubong',
      'Mag-imbita ng kaibigan',
      'Alok ng kasosyo',
      'Mahjong Ways',
      'Ang aming mga promosyon',
    ]);
  });

  it('promotions, their categories and one promotion’s detail follow the language', async () => {
    const categories = await relay<PromotionCategory[]>('PROMOFE_getPromotionAnnouncementCategory', 'VNL', 'VI');
    expect(categories?.map((category) => [category.name, category.promotions.map((promotion) => promotion.title)])).toEqual([
      ['Chào mừng', ['Thưởng chào mừng 100%']],
      ['Hằng ngày', ['Hoàn tiền hằng ngày']],
    ]);
    const detail = await relay<{ title: string; content: string }>('PROMOFE_getPromotionDetail', 'DEMO', 'TY', { id: 'PROMO2' });
    expect(detail).toMatchObject({
      title: 'Araw-araw na Cashback',
      content: '<p>Makakuha ng 1% pabalik sa bawat taya, araw-araw.</p>',
    });
  });

  it('the settings carry the login message and the app description in the language, the rest as it is', async () => {
    const template = async (merchant: string, language: string) =>
      (
        await server.call<{ mobileTemplate: Record<string, string> }>('GET', '/wps/system/settings', {
          merchant,
          headers: { Language: language },
        })
      ).body.value?.mobileTemplate;
    const vi = await template('VNL', 'VI');
    const en = await template('VNL', 'EN');
    expect(vi?.login_prompt_text).toBe('Chào mừng bạn đến với VN Lotto Club');
    expect(vi?.app_desc).toBe('Chơi mọi lúc mọi nơi với ứng dụng VN Lotto Club');
    expect(en?.login_prompt_text).toBe('Welcome to VN Lotto Club');
    expect({ ...vi, login_prompt_text: '', app_desc: '' }).toEqual({ ...en, login_prompt_text: '', app_desc: '' });
  });
});
