/**
 * The seeded content in each demo merchant's own language (issue 17): Tagalog (the app's TY) for DEMO, which serves the
 * Philippines, and Vietnamese for VNL: announcements, banners, popups, promotions, their categories, and the login
 * message and app description of the settings' mobileTemplate. Terms follow src/i18n/glossary/<language>.md; brand and game names stay.
 */
import type { Db } from '../db/database';
import { saveTranslation, type ContentKind, type ContentTranslation } from '../content/translations';

type Texts = Partial<Record<ContentKind, Record<string, ContentTranslation>>>;

const TEXTS: Record<string, (merchantName: string) => Texts> = {
  TY: (merchantName) => ({
    announcement: {
      PR1: { title: 'Maligayang pagdating', content: `Maligayang pagdating sa ${merchantName}!` },
      PR2: { title: 'Maintenance', content: 'May nakatakdang maintenance tuwing Martes, 02:00–03:00.' },
      PR3: { title: 'Mga bagong laro', content: 'Live na ang mga bagong slot mula sa PG Soft.' },
      POP1: { title: 'Bonus sa weekend', content: '<p>Magdeposito ngayong weekend para sa 20% na bonus.</p>' },
      POP2: { title: 'Mag-imbita ng kaibigan', content: '<p>Mag-imbita ng mga kaibigan at kumita ng mga gantimpala.</p>' },
      APPDL1: { title: 'Kunin ang app', content: 'I-download ang app para sa mas mabilis na laro at mga eksklusibong bonus.' },
      BN1: { title: 'Welcome bonus' },
      BN2: { title: 'Mag-imbita ng kaibigan' },
      BN3: { title: 'Alok ng partner' },
      BN5: { title: 'Ang aming mga promosyon' },
    },
    promotion: {
      PROMO1: { title: '100% Welcome Bonus', content: '<p>Doblehin ang una mong deposito, hanggang 5,000.</p>' },
      PROMO2: { title: 'Araw-araw na Cashback', content: '<p>Makakuha ng 1% pabalik sa bawat taya, araw-araw.</p>' },
    },
    promotionCategory: { 'CAT-WELCOME': { title: 'Pagsalubong' }, 'CAT-DAILY': { title: 'Araw-araw' } },
    template: {
      login_prompt_text: { title: `Maligayang pagdating sa ${merchantName}` },
      app_desc: { title: `Maglaro kahit saan gamit ang app ng ${merchantName}` },
    },
  }),
  VI: (merchantName) => ({
    announcement: {
      PR1: { title: 'Chào mừng', content: `Chào mừng bạn đến với ${merchantName}!` },
      PR2: { title: 'Bảo trì', content: 'Bảo trì định kỳ vào thứ Ba hằng tuần, 02:00–03:00.' },
      PR3: { title: 'Trò chơi mới', content: 'Các trò slot mới của PG Soft đã ra mắt.' },
      POP1: { title: 'Thưởng cuối tuần', content: '<p>Nạp tiền cuối tuần này để nhận thưởng 20%.</p>' },
      POP2: { title: 'Mời bạn bè', content: '<p>Mời bạn bè và nhận phần thưởng.</p>' },
      APPDL1: { title: 'Tải ứng dụng', content: 'Tải ứng dụng để chơi nhanh hơn và nhận tiền thưởng độc quyền.' },
      BN1: { title: 'Thưởng chào mừng' },
      BN2: { title: 'Mời bạn bè' },
      BN3: { title: 'Ưu đãi từ đối tác' },
      BN5: { title: 'Trang khuyến mãi của chúng tôi' },
    },
    promotion: {
      PROMO1: { title: 'Thưởng chào mừng 100%', content: '<p>Nhân đôi lần nạp tiền đầu tiên, tối đa 5.000.</p>' },
      PROMO2: { title: 'Hoàn tiền hằng ngày', content: '<p>Nhận lại 1% mỗi lần cược, mỗi ngày.</p>' },
    },
    promotionCategory: { 'CAT-WELCOME': { title: 'Chào mừng' }, 'CAT-DAILY': { title: 'Hằng ngày' } },
    template: {
      login_prompt_text: { title: `Chào mừng bạn đến với ${merchantName}` },
      app_desc: { title: `Chơi mọi lúc mọi nơi với ứng dụng ${merchantName}` },
    },
  }),
};

/** The languages each demo merchant's content is translated into. */
export const CONTENT_LANGUAGES: Readonly<Record<string, readonly string[]>> = { DEMO: ['TY'], VNL: ['VI'] };

export function seedContentTranslations(db: Db, merchant: string, merchantName: string): void {
  for (const language of CONTENT_LANGUAGES[merchant] ?? []) {
    const texts = TEXTS[language]?.(merchantName) ?? {};
    for (const [kind, items] of Object.entries(texts) as [ContentKind, Record<string, ContentTranslation>][])
      for (const [id, translation] of Object.entries(items)) saveTranslation(db, merchant, kind, id, language, translation);
  }
}
