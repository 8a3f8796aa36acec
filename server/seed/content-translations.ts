/**
 * The seeded content in the demo merchants' languages (issue 17): Tagalog (the app's TY) for DEMO, which serves the
 * Philippines, Vietnamese for VNL, and Arabic, Urdu and Khmer for both: announcements, banners, popups, promotions,
 * their categories, and the login message and app description of the settings' mobileTemplate. Terms follow
 * src/i18n/glossary/<language>.md; brand and game names stay. In Arabic and Urdu a name is isolated (FSI … PDI), as
 * the catalogs do.
 */
import type { Db } from '../db/database';
import { saveTranslation, type ContentKind, type ContentTranslation } from '../content/translations';

type Texts = Partial<Record<ContentKind, Record<string, ContentTranslation>>>;

const TEXTS: Record<string, (merchantName: string) => Texts> = {
  TY: (merchantName) => ({
    announcement: {
      PR1: { title: 'Maligayang pagdating', content: `Maligayang pagdating sa ${merchantName}!` },
      PR2: { title: 'Pagsasaayos ng sistema', content: 'May nakatakdang pagsasaayos ng sistema tuwing Martes, 02:00–03:00.' },
      PR3: { title: 'Mga bagong laro', content: 'Live na ang mga bagong slot mula sa PG Soft.' },
      POP1: {
        title: 'Bonus sa katapusan ng linggo',
        content: '<p>Magdeposito ngayong katapusan ng linggo para sa 20% na bonus.</p>',
      },
      POP2: { title: 'Mag-imbita ng kaibigan', content: '<p>Mag-imbita ng mga kaibigan at kumita ng mga gantimpala.</p>' },
      APPDL1: { title: 'Kunin ang app', content: 'I-download ang app para sa mas mabilis na laro at mga eksklusibong bonus.' },
      BN1: { title: 'Bonus sa pagsalubong' },
      BN2: { title: 'Mag-imbita ng kaibigan' },
      BN3: { title: 'Alok ng kasosyo' },
      BN5: { title: 'Ang aming mga promosyon' },
    },
    promotion: {
      PROMO1: { title: '100% Bonus sa Pagsalubong', content: '<p>Doblehin ang una mong deposito, hanggang 5,000.</p>' },
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
  AR: (merchantName) => ({
    announcement: {
      PR1: { title: 'مرحبًا بك', content: `مرحبًا بك في \u2068${merchantName}\u2069!` },
      PR2: { title: 'صيانة', content: 'صيانة مجدولة كل يوم ثلاثاء، 02:00–03:00.' },
      PR3: { title: 'ألعاب جديدة', content: 'ألعاب سلوت جديدة من \u2068PG Soft\u2069 متاحة الآن.' },
      POP1: { title: 'مكافأة نهاية الأسبوع', content: '<p>أودِع في نهاية هذا الأسبوع واحصل على مكافأة 20%.</p>' },
      POP2: { title: 'ادعُ أصدقاءك', content: '<p>ادعُ أصدقاءك واربح مكافآت.</p>' },
      APPDL1: { title: 'احصل على التطبيق', content: 'نزّل التطبيق للعب أسرع ولمكافآت حصرية.' },
      BN1: { title: 'مكافأة الترحيب' },
      BN2: { title: 'دعوة الأصدقاء' },
      BN3: { title: 'عرض من شريك' },
      BN5: { title: 'عروضنا' },
    },
    promotion: {
      PROMO1: { title: 'مكافأة ترحيب 100%', content: '<p>ضاعف إيداعك الأول، حتى 5,000.</p>' },
      PROMO2: { title: 'استرداد نقدي يومي', content: '<p>استرد 1% من كل رهان، كل يوم.</p>' },
    },
    promotionCategory: { 'CAT-WELCOME': { title: 'عروض الترحيب' }, 'CAT-DAILY': { title: 'عروض يومية' } },
    template: {
      login_prompt_text: { title: `مرحبًا بك في \u2068${merchantName}\u2069` },
      app_desc: { title: `العب في أي مكان مع تطبيق \u2068${merchantName}\u2069` },
    },
  }),
  UR: (merchantName) => ({
    announcement: {
      PR1: { title: 'خوش آمدید', content: `\u2068${merchantName}\u2069 میں خوش آمدید!` },
      PR2: { title: 'سسٹم کی دیکھ بھال', content: 'ہر منگل 02:00–03:00 سسٹم کی طے شدہ دیکھ بھال ہوگی۔' },
      PR3: { title: 'نئی گیمز', content: '\u2068PG Soft\u2069 کی نئی سلاٹس اب دستیاب ہیں۔' },
      POP1: { title: 'ویک اینڈ بونس', content: '<p>اس ویک اینڈ ڈپازٹ کریں اور 20% بونس پائیں۔</p>' },
      POP2: { title: 'دوستوں کو دعوت دیں', content: '<p>دوستوں کو دعوت دیں اور انعامات کمائیں۔</p>' },
      APPDL1: { title: 'ایپ حاصل کریں', content: 'تیز تر گیمز اور خصوصی بونس کے لیے ایپ ڈاؤن لوڈ کریں۔' },
      BN1: { title: 'خوش آمدید بونس' },
      BN2: { title: 'دوستوں کو دعوت دیں' },
      BN3: { title: 'پارٹنر کی آفر' },
      BN5: { title: 'ہماری پروموشنز' },
    },
    promotion: {
      PROMO1: { title: '100% خوش آمدید بونس', content: '<p>اپنا پہلا ڈپازٹ دگنا کریں، 5,000 تک۔</p>' },
      PROMO2: { title: 'روزانہ کیش بیک', content: '<p>ہر شرط پر 1% واپس پائیں، ہر روز۔</p>' },
    },
    promotionCategory: { 'CAT-WELCOME': { title: 'خوش آمدید' }, 'CAT-DAILY': { title: 'روزانہ' } },
    template: {
      login_prompt_text: { title: `\u2068${merchantName}\u2069 میں خوش آمدید` },
      app_desc: { title: `\u2068${merchantName}\u2069 ایپ کے ساتھ کہیں بھی کھیلیں` },
    },
  }),
  KM: (merchantName) => ({
    announcement: {
      PR1: { title: 'សូមស្វាគមន៍', content: `សូមស្វាគមន៍មកកាន់ ${merchantName}!` },
      PR2: { title: 'ការថែទាំប្រព័ន្ធ', content: 'ការថែទាំប្រព័ន្ធតាមកាលវិភាគ រៀងរាល់ថ្ងៃអង្គារ ម៉ោង 02:00–03:00។' },
      PR3: { title: 'ហ្គេមថ្មីៗ', content: 'ហ្គេមស្លតថ្មីៗពី PG Soft មានហើយឥឡូវនេះ។' },
      POP1: { title: 'បូនុសចុងសប្តាហ៍', content: '<p>ដាក់ប្រាក់នៅចុងសប្តាហ៍នេះ ដើម្បីទទួលបានបូនុស 20%។</p>' },
      POP2: { title: 'អញ្ជើញមិត្តភក្តិ', content: '<p>អញ្ជើញមិត្តភក្តិ ហើយទទួលបានរង្វាន់។</p>' },
      APPDL1: { title: 'ទាញយកកម្មវិធី', content: 'ទាញយកកម្មវិធី ដើម្បីលេងបានលឿនជាងមុន និងទទួលបានបូនុសពិសេស។' },
      BN1: { title: 'បូនុសស្វាគមន៍' },
      BN2: { title: 'អញ្ជើញមិត្តភក្តិ' },
      BN3: { title: 'ការផ្តល់ជូនពីដៃគូ' },
      BN5: { title: 'ប្រូម៉ូសិនរបស់យើង' },
    },
    promotion: {
      PROMO1: { title: 'បូនុសស្វាគមន៍ 100%', content: '<p>ទទួលបានទ្វេដងលើការដាក់ប្រាក់លើកដំបូងរបស់អ្នក រហូតដល់ 5,000។</p>' },
      PROMO2: { title: 'ប្រាក់ត្រឡប់វិញប្រចាំថ្ងៃ', content: '<p>ទទួលបាន 1% ត្រឡប់វិញលើការភ្នាល់នីមួយៗ រៀងរាល់ថ្ងៃ។</p>' },
    },
    promotionCategory: { 'CAT-WELCOME': { title: 'ស្វាគមន៍' }, 'CAT-DAILY': { title: 'ប្រចាំថ្ងៃ' } },
    template: {
      login_prompt_text: { title: `សូមស្វាគមន៍មកកាន់ ${merchantName}` },
      app_desc: { title: `លេងគ្រប់ទីកន្លែងជាមួយកម្មវិធី ${merchantName}` },
    },
  }),
};

/** The merchants whose content is translated (the bare merchant keeps its few items in English). */
const TRANSLATED_MERCHANTS = new Set(['DEMO', 'VNL']);

export function seedContentTranslations(db: Db, merchant: string, merchantName: string): void {
  if (!TRANSLATED_MERCHANTS.has(merchant)) return;
  for (const [language, textsOf] of Object.entries(TEXTS)) {
    const texts = textsOf(merchantName);
    for (const [kind, items] of Object.entries(texts) as [ContentKind, Record<string, ContentTranslation>][])
      for (const [id, translation] of Object.entries(items)) saveTranslation(db, merchant, kind, id, language, translation);
  }
}
