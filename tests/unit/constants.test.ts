/** Pins every constant of src/shared/constants.ts to its spec value (spec §9, ACCEPTANCE section 2). */
import { describe, expect, it } from 'vitest';
import * as constants from '../../src/shared/constants';

const pinned: Record<string, unknown> = {
  // HTTP client: K38, K50, K20
  HTTP_DEFAULT_TIMEOUT_MS: 30_000,
  HTTP_MAX_CONCURRENT: 10,
  HTTP_MAX_CONCURRENT_GAME_LISTS: 2,
  AUTH_OVERLAP_POLL_MS: 100,
  LAUNCH_GAME_TIMEOUT_MS: 10_000,
  // Member side data and the status metric: K13, K23
  MEMBER_TYPE_WITHOUT_LANGUAGE_SYNC: 4,
  STATUS_METRIC_DELAY_MS: 5_000,
  // Console settings refresh on visibility: K34
  CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS: 300,
  // API cache: K17, K43
  API_CACHE_TTL_MS: 180_000,
  API_CACHE_MAX_ITEMS: 30,
  API_CACHE_EVICT_RATIO: 0.2,
  API_CACHE_SWEEP_INTERVAL_MS: 300_000,
  API_CACHE_FIRST_SWEEP_MS: 60_000,
  API_CACHE_SIZE_CHECK_PROBABILITY: 0.1,
  // Rate limiter: K32
  RATE_LIMIT_BASE_MS: 120,
  RATE_LIMIT_SPACING_MS: 30,
  RATE_LIMIT_MIN_GAP_MS: 150,
  RATE_LIMIT_PATH_PREFIX: '/wps/',
  RATE_LIMIT_CACHE_MAX: 100,
  RATE_LIMIT_PATTERN_CACHE_MAX: 50,
  RATE_LIMIT_PATH_LENGTH_LIMIT: 200,
  // Event reporting: K44, Q90; outbox bounds (inferred, ACCEPTANCE outbox items)
  EVENT_POST_RETRIES: 3,
  EVENT_PING_RETRIES: 5,
  EVENT_BACKOFF_BASE_MS: 1_000,
  EVENT_BACKOFF_JITTER_MS: 500,
  EVENT_PING_ABORT_MS: 15_000,
  EVENT_PING_URL_MAX_BYTES: 8_192,
  OUTBOX_FLUSH_INTERVAL_MS: 30_000,
  OUTBOX_MAX_PENDING: 10_000,
  OUTBOX_MAX_AGE_MS: 604_800_000,
  OUTBOX_LEASE_MS: 60_000,
  // App shell: A35, A36, A39, A38 (Q20), B35 (Q26)
  LAYOUT_MAX_WIDTH_RATIO: 0.5625,
  LAYOUT_RESIZE_DEBOUNCE_MS: 100,
  SPLASH_MIN_VISIBLE_MS: 1_200,
  LOADER_CAP_MS: 5_000,
  LOADER_CAP_LONG_MS: 10_000,
  ERROR_TOAST_TICK_MS: 1_000,
  ERROR_TOAST_TICKS: 3,
  // Session and device: K15, K16, K18
  DEVICE_ID_LENGTH: 36,
  DEVICE_ID_COOKIE_DAYS: 365,
  SESSION_STORAGE_LIMIT_UNITS: 1_572_864,
  PROCESSING_LOCK_RELEASE_MS: 500,
  // Tracking: K74
  TRACKING_EVENT_NAMES: [
    'firstOpen',
    'registerSubmit',
    'register',
    'depositSubmit',
    'firstDeposit',
    'withdraw',
    'deposit',
    'redeposit',
    'firstDepositArrival',
    'startTrial',
    'login',
    'viewContent',
    'downloadApp',
    'gameLaunch',
    'a2hsInstalled',
    'a2hsFirstOpen',
  ],
  // Merchant defaults: K28, K54, K53, K60
  DEFAULT_LANGUAGE: 'EN',
  LOTTERY_DEFAULT_LANGUAGE: 'VI',
  GEETEST_VERSION_DEFAULT: 'v3',
  PROFILE_ICON_COUNT_DEFAULT: 9,
  DEVICE_MOBILE: 'MOBILE',
  // K77
  SUPPORTED_LANGUAGES: [
    'CN',
    'EN',
    'ES',
    'HI',
    'ID',
    'JA',
    'KM',
    'KO',
    'MY',
    'TA',
    'TH',
    'TW',
    'VI',
    'TY',
    'UR',
    'PT',
    'PT-BR',
    'MS',
    'BN',
    'TR',
    'FR',
    'NE',
    'UR-LA',
    'TE',
    'RU',
    'SW',
    'KK',
    'LO',
  ],
  // K73
  FEATURE_SWITCHES: [
    'STARTGAMEINAPP3',
    'GEETEST3',
    'GEETESTRISK3',
    'GEETESTTEST3',
    'GEETESTVCODE3',
    'CBS3',
    'MOBILEAUTOLOGIN3',
    'PWDEXPFORCECHANGE3',
    'GOOGLELOGIN3',
    'FACEBOOKLOGIN3',
    'TWITTERLOGIN3',
    'LINELOGIN3',
    'TELEGRAMLOGIN3',
    'FIREBASECREATEACC3',
    'SSOMANUALREG3',
    'UPDATEMOBILEICC3',
    'REWCEN3',
    'INBOX3',
    'MANDATORYAPPUPDATES3',
  ],
  // K71, K61, K87
  PROMO_AVAILABILITY_KEYS: ['VIP', 'MISSION', 'LOGIN', 'SAVIOR', 'REFERRAL', 'APP_DOWNLOAD'],
  MODULE_ID_REGISTER: 'REG3',
  MODULE_ID_REGISTER_MOBILE: 'MOBILENUMREG3',
  IMAGE_FORMATS: ['na', 'webp', 'avif'],
  // Backend sessions (inferred default)
  SESSION_TTL_MS_DEFAULT: 86_400_000,
  // Routing: §2 Routes and Rules; A15–A31, Q1, Q7, Q15–Q19
  ROUTE_BASE: '/m',
  HOME_PATH: '/m/home',
  LOGIN_PATH: '/m/login',
  GO_QUERY_PARAM: 'go',
  GO_TARGET_PREFIX: '/m/',
  TOKEN_QUERY_PARAMS: ['token', 'tokens'],
  SESSION_ID_QUERY_PARAM: 'sessionId',
  LOGIN_SUPPRESS_QUERY_PARAMS: ['redirectUrl', 'backUrl'],
  GUARDED_PATH_PREFIXES: ['/m/member/'],
  GUARDED_PATHS: ['/m/changePsw', '/m/agentRegister', '/m/launchGame'],
  TRIAL_PLAY_TYPE: 'trial',
  SESSION_OR_HOME_PATHS: ['/m/feedback'],
  PRESERVED_QUERY_PARAMS: [
    'affiliateCode',
    'referralCode',
    'r',
    'inApp',
    'fullscreen',
    'from',
    'fbclid',
    'gclid',
    'ttclid',
    'kwaiclid',
    'bbg',
    'isBgeTest',
    'cid',
    'kw',
  ],
  PUBLIC_PAGE_PATHS: [
    '/m/sports',
    '/m/live',
    '/m/rng',
    '/m/table',
    '/m/fish',
    '/m/pvp',
    '/m/crash',
    '/m/arcade',
    '/m/elott',
    '/m/news',
    '/m/download',
    '/m/app',
  ],
  INDEXABLE_PATHS: [
    '/m/sports',
    '/m/live',
    '/m/rng',
    '/m/table',
    '/m/fish',
    '/m/pvp',
    '/m/crash',
    '/m/arcade',
    '/m/elott',
    '/m/news',
    '/m/download',
    '/m/app',
    '/m/',
    '/m/home',
    '/m/login',
    '/m/register',
  ],
  INDEXABLE_HOST_PREFIXES: ['www', 'localhost'],
  INDEXABLE_MAX_PATH_SEGMENTS: 2,
  ROBOTS_INDEX: 'index,follow',
  ROBOTS_NOINDEX: 'noindex,nofollow',
  UPDATE_RELOAD_PATHS: [
    '/m/home',
    '/m/game',
    '/m/login',
    '/m/index',
    '/m/index.html',
    '/m/member/home',
    '/m/register',
    '/m/register.html',
  ],
  INSTALL_PROMPT_PATHS: ['/', '/m/home', '/m/index.html'],
  // Identity (issue 4): Q4, K-captcha timeout, §4 Captcha retry, Q39, K81, backend throttling (inferred)
  DEFAULT_MOBILE_PASSWORD: 'Mb#2026pass',
  CAPTCHA_NETWORK_TIMEOUT_MS: 5_000,
  CAPTCHA_INIT_RETRIES: 1,
  CAPTCHA_LANGUAGE_MAX_LENGTH: 6,
  GEETEST_V3_LANGUAGES: ['zh-cn', 'zh-tw', 'zh-hk', 'en', 'ja', 'ko', 'id', 'es', 'th', 'vi', 'ta'],
  AUTO_LOGIN_DISABLED: '0',
  LOGIN_FAILURE_LIMIT: 5,
  LOGIN_FAILURE_WINDOW_MS: 300_000,
  // Update check and offline toast: E33, E37
  ASSET_HASH_CHECK_INTERVAL_MS: 3_600_000,
  OFFLINE_TOAST_MS: 1_500,
};

describe('constants', () => {
  it.each(Object.entries(pinned))('%s has its spec value', (name, value) => {
    expect((constants as Record<string, unknown>)[name]).toEqual(value);
  });

  it('pins every exported constant (a new constant needs its spec value here)', () => {
    expect(Object.keys(constants).sort()).toEqual(Object.keys(pinned).sort());
  });

  it('keeps the list sizes the spec names', () => {
    expect(constants.TRACKING_EVENT_NAMES).toHaveLength(16);
    expect(constants.SUPPORTED_LANGUAGES).toHaveLength(28);
    expect(constants.FEATURE_SWITCHES).toHaveLength(19);
    expect(constants.PRESERVED_QUERY_PARAMS).toHaveLength(14);
    expect(constants.PUBLIC_PAGE_PATHS).toHaveLength(12);
    expect(constants.UPDATE_RELOAD_PATHS).toHaveLength(8);
    expect(constants.RATE_LIMIT_MIN_GAP_MS).toBe(constants.RATE_LIMIT_BASE_MS + constants.RATE_LIMIT_SPACING_MS);
  });
});
