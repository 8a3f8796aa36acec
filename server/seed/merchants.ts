/** The three seeded merchants (ACCEPTANCE 0.2 and 0.4): DEMO, VNL and BARE. */
import { FEATURE_SWITCHES, SUPPORTED_LANGUAGES, type FeatureSwitch } from '../../src/shared/constants';
import type { MenuEntry } from '../../src/shared/contract';
import type { MerchantConfig } from '../merchants/config';
import { brandLogo, brandMark, illustration } from './art';

function switches(on: FeatureSwitch[]): Record<FeatureSwitch, boolean> {
  return Object.fromEntries(FEATURE_SWITCHES.map((key) => [key, on.includes(key)])) as Record<FeatureSwitch, boolean>;
}

const ICON_SIZES = ['192', '256', '384', '512'] as const;
const iconUrl = (code: string, size: string) => `/img/brand/${code}/icon-${size}.png`;

// Paths lead to this site's own screens: the VIP card is on member home; missions, the savior bonus and promo codes
// are promotions. The daily sign-in is a page of the merchant's (served by this backend's stand-ins).
const menu = (code: string): MenuEntry[] => [
  { type: 'VIP', path: '/m/member/home', showGuest: true, showMember: true, showInHomescreen: true },
  { type: 'AGENT', path: '/m/agentRegister', showGuest: false, showMember: true, showInHomescreen: true },
  { type: 'MISSION', path: '/m/activity', showGuest: true, showMember: true, showInHomescreen: true },
  { type: 'SIGNIN', resource: `/__emu/page/signin?merchant=${code}`, showGuest: true, showMember: true, showInHomescreen: true },
  { type: 'SAVIOR', path: '/m/activity', showGuest: true, showMember: true, showInHomescreen: true },
  { type: 'PROMOCODE', path: '/m/activity', showGuest: false, showMember: true, showInHomescreen: true },
  { type: 'REFERRAL', path: '/m/inviteFriends', showGuest: true, showMember: true, showInHomescreen: true },
  { type: 'APP', showGuest: true, showMember: true, showInHomescreen: false },
  { type: 'SERVICE', csType: 'LIVECHAT', showGuest: true, showMember: true, showInHomescreen: true },
];

const CATEGORY_TITLES: Record<string, string> = {
  SPORTS: 'Sports',
  LIVE: 'Live Casino',
  SLOT: 'Slots',
  RNG: 'RNG',
  TABLE: 'Table Games',
  FISH: 'Fishing',
  PVP: 'PVP',
  CRASH: 'Crash',
  ARCADE: 'Arcade',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};

interface BrandInput {
  code: string;
  name: string;
  shortName: string;
  primary: string;
  accent: string;
  shape: 'star' | 'lotus' | 'square';
  language: string;
  currency: string;
  country: MerchantConfig['country'];
  on: FeatureSwitch[];
  hosts: string[];
  links: boolean;
  promosEnabled: boolean;
  sorting: string[];
  botId: string;
}

function merchantConfig(input: BrandInput): { code: string; config: MerchantConfig } {
  return { code: input.code, config: buildConfig(input) };
}

function buildConfig(input: BrandInput): MerchantConfig {
  const logo = brandLogo(input.name, input.primary, input.accent, input.shape);
  const lower = input.code.toLowerCase();
  const [mainHost = `www.${lower}.test`, backupHost = `m.${lower}.test`] = input.hosts;
  const pwa = Object.fromEntries(ICON_SIZES.map((size) => [size, iconUrl(input.code, size)]));
  return {
    merchantName: input.name,
    defaultLanguage: input.language,
    languages: [...SUPPORTED_LANGUAGES],
    currency: input.currency,
    brand: { primaryColor: input.primary, accentColor: input.accent, logo: brandMark(input.primary, input.accent, input.shape) },
    whitelabelVal: switches(input.on),
    menuVisibility: {},
    settings: {
      customerService: `/__emu/cs/default?merchant=${input.code}`,
      domainRoute: [
        { domain: mainHost, type: 'main', priority: 1 },
        { domain: backupHost, type: 'backup', priority: 2 },
      ],
      imageCDNs: [],
      sms: {
        firebase: false,
        projectId: 'demo-test',
        appId: `1:100000000${input.code.length}:web:${lower}`,
        apiKey: `demo-api-key-${lower}`,
        authDomain: 'localhost',
        messagingSenderId: '100000000001',
        vapidKey: `BQA-${input.code}-vapid-public-key`,
        facebookAppId: '100000000000001',
        googleWebClientId: `${lower}-client.apps.googleusercontent.com`,
      },
      gw: {
        GEETEST_ID: `gt-${lower}-0001`,
        GEETEST_VERSION: 'v3',
        GEETEST_RISK_APP_ID: `risk-${lower}`,
        LINE_CLIENT_ID: `line-${lower}-client`,
        LINE_LIFF_ID: `line-${lower}-client-Liff0001`,
        PROFILE_ICON_COUNT: 9,
      },
      resources: input.links
        ? {
            m_popup1: illustration('phone', input.primary, input.accent),
            m_popup2: illustration('gift', input.accent, input.primary),
          }
        : {},
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      ip: '',
      vipRankLevel: 5,
      hasVip: input.promosEnabled,
      mobileTemplate: {
        h5_logo: logo,
        app_background: input.links ? illustration('star', input.primary, input.accent) : '',
        app_desc: input.links ? `Play anywhere with the ${input.name} app` : '',
        app_desc_font_color: '#ffffff',
        login_prompt_text: `Welcome to ${input.name}`,
        favicon: '',
        splash: '',
        pwa: JSON.stringify(pwa),
        desktop_app_feature: input.links ? `<h2>${input.name}</h2><p>Scan to play on your phone.</p>` : '',
        apple_touch_icon: iconUrl(input.code, '192'),
      },
      menu: menu(input.code),
      promoCodeEnable: input.promosEnabled,
    },
    register: {
      captcha: { enabled: false },
      mobilePassword: true,
      ssoAutoRegister: input.promosEnabled,
      smsTemplate: `SMS_REG_${input.code}`,
    },
    download: {
      links: input.links
        ? [
            // This backend serves them (server/routes/downloads.ts, and the App Store's stand-in in
            // server/routes/app-store.ts), on whichever host the site is opened.
            { resourceType: 'IOS', url: `/__emu/app-store/${lower}` },
            { resourceType: 'MOBILECONFIG', url: `/download/${lower}.mobileconfig` },
            { resourceType: 'Android', url: `/download/${lower}.apk` },
            { resourceType: 'AppDownloadIcon', url: iconUrl(input.code, '192') },
          ]
        : [],
      requiredLogin: false,
      minVipRank: 0,
      variant: 'default',
      mode: 'APP',
      latestAppVersion: '2.5.0',
      redirectUrl: '/m/download',
      gift: false,
    },
    promo: {
      VIP: { enabled: input.promosEnabled },
      MISSION: { enabled: input.promosEnabled },
      LOGIN: { enabled: input.promosEnabled },
      SAVIOR: { enabled: input.promosEnabled },
      REFERRAL: { enabled: input.promosEnabled },
      APP_DOWNLOAD: { enabled: input.promosEnabled },
    },
    country: input.country,
    manifest: {
      short_name: input.shortName,
      name: input.name,
      icons: ICON_SIZES.map((size) => ({ src: iconUrl(input.code, size), sizes: `${size}x${size}`, type: 'image/png' })),
      display: 'standalone',
      theme_color: input.primary,
      related_applications: input.links
        ? [{ platform: 'play', id: `com.${lower}.member`, url: `https://${mainHost}/download/${lower}.apk` }]
        : [],
    },
    games: {
      sorting: input.sorting,
      display: Object.fromEntries(input.sorting.map((category) => [category, true])),
      titles: CATEGORY_TITLES,
    },
    deposit: { minDeposit: input.currency === 'VND' ? 50_000 : 100 },
    telegram: { botId: input.botId, botToken: `${input.botId}:QA-${input.code}-bot-token`, authDomain: mainHost },
    line: { channelSecret: `line-${lower}-channel-secret` },
    cbs: { chatUrl: `/__emu/chat/room?merchant=${input.code}` },
    status: { unavailableDomains: [`blocked.${lower}.test`] },
  };
}

const COUNTRIES = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
];

export const SEED_MERCHANTS: { code: string; config: MerchantConfig }[] = [
  merchantConfig({
    code: 'DEMO',
    name: 'Lucky Star Casino',
    shortName: 'Lucky Star',
    primary: '#c8102e',
    accent: '#ffd23f',
    shape: 'star',
    language: 'EN',
    currency: 'PHP',
    country: {
      countries: COUNTRIES,
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
    },
    on: [
      'MOBILEAUTOLOGIN3',
      'PWDEXPFORCECHANGE3',
      'GOOGLELOGIN3',
      'FACEBOOKLOGIN3',
      'TWITTERLOGIN3',
      'LINELOGIN3',
      'TELEGRAMLOGIN3',
      'CBS3',
      'INBOX3',
      'REWCEN3',
    ],
    hosts: ['www.demo.test', 'm.demo.test'],
    links: true,
    promosEnabled: true,
    sorting: ['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT', 'FISH', 'RNG', 'TABLE', 'PVP', 'CRASH', 'ARCADE'],
    botId: '7000000001',
  }),
  merchantConfig({
    code: 'VNL',
    name: 'VN Lotto Club',
    shortName: 'VN Lotto',
    primary: '#0b7a3e',
    accent: '#f2b705',
    shape: 'lotus',
    language: 'VI',
    currency: 'VND',
    country: {
      countries: COUNTRIES,
      countryCode: 'VN',
      countryDialingCode: '84',
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'after',
    },
    on: ['STARTGAMEINAPP3', 'MOBILEAUTOLOGIN3'],
    hosts: ['www.vnl.test', 'm.vnl.test'],
    links: true,
    promosEnabled: true,
    sorting: ['LOTT', 'ELOTT', 'SPORTS', 'LIVE', 'SLOT'],
    botId: '7000000002',
  }),
  merchantConfig({
    code: 'BARE',
    name: 'Bare Bet',
    shortName: 'Bare Bet',
    primary: '#455a64',
    accent: '#cfd8dc',
    shape: 'square',
    language: 'EN',
    currency: 'PHP',
    country: {
      countries: COUNTRIES.slice(0, 1),
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
    },
    on: [],
    hosts: ['www.bare.test', 'm.bare.test'],
    links: false,
    promosEnabled: false,
    sorting: ['SLOT', 'LIVE'],
    botId: '7000000003',
  }),
];
