/**
 * Every business constant of the spec (section 9 and the ACCEPTANCE constants table), in one place.
 * Each one is pinned by tests/unit/constants.test.ts and exercised by the test of the behaviour it bounds.
 */

// HTTP client (spec §7, §9)
export const HTTP_DEFAULT_TIMEOUT_MS = 30_000;
export const HTTP_MAX_CONCURRENT = 10;
export const HTTP_MAX_CONCURRENT_GAME_LISTS = 2;
export const AUTH_OVERLAP_POLL_MS = 100;
export const LAUNCH_GAME_TIMEOUT_MS = 10_000;

// API response cache (spec §9)
export const API_CACHE_TTL_MS = 180_000;
export const API_CACHE_MAX_ITEMS = 30;
export const API_CACHE_EVICT_RATIO = 0.2;
export const API_CACHE_SWEEP_INTERVAL_MS = 300_000;
export const API_CACHE_FIRST_SWEEP_MS = 60_000;
export const API_CACHE_SIZE_CHECK_PROBABILITY = 0.1;

// /wps/* rate limiter (spec §7, §9)
export const RATE_LIMIT_BASE_MS = 120;
export const RATE_LIMIT_SPACING_MS = 30;
export const RATE_LIMIT_MIN_GAP_MS = RATE_LIMIT_BASE_MS + RATE_LIMIT_SPACING_MS;
export const RATE_LIMIT_PATH_PREFIX = '/wps/';
export const RATE_LIMIT_CACHE_MAX = 100;
export const RATE_LIMIT_PATTERN_CACHE_MAX = 50;
export const RATE_LIMIT_PATH_LENGTH_LIMIT = 200;

// Event reporting outbox (spec §7, §9; ACCEPTANCE Q90)
export const EVENT_POST_RETRIES = 3;
export const EVENT_PING_RETRIES = 5;
export const EVENT_BACKOFF_BASE_MS = 1_000;
export const EVENT_BACKOFF_JITTER_MS = 500;
export const EVENT_PING_ABORT_MS = 15_000;
export const EVENT_PING_URL_MAX_BYTES = 8 * 1024;
export const OUTBOX_FLUSH_INTERVAL_MS = 30_000;
export const OUTBOX_MAX_PENDING = 10_000;
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const OUTBOX_LEASE_MS = 60_000;

// Site settings (spec §9, ACCEPTANCE Q94)
export const CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS = 300;

// Session and device (spec §3, §5, §9)
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE_DAYS = 365;
export const SESSION_STORAGE_LIMIT_UNITS = 1_572_864; // 1.5 MB in UTF-16 code units (ACCEPTANCE K16)
export const PROCESSING_LOCK_RELEASE_MS = 500;

// Tracking (spec §9)
export const TRACKING_EVENT_NAMES = [
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
] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

// Merchant defaults (spec §3, §9)
export const DEFAULT_LANGUAGE = 'EN';
export const LOTTERY_DEFAULT_LANGUAGE = 'VI';
export const GEETEST_VERSION_DEFAULT = 'v3';
export const PROFILE_ICON_COUNT_DEFAULT = 9;
export const DEVICE_MOBILE = 'MOBILE';

export const SUPPORTED_LANGUAGES = [
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
] as const;

export const FEATURE_SWITCHES = [
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
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const PROMO_AVAILABILITY_KEYS = ['VIP', 'MISSION', 'LOGIN', 'SAVIOR', 'REFERRAL', 'APP_DOWNLOAD'] as const;
export type PromoAvailabilityKey = (typeof PROMO_AVAILABILITY_KEYS)[number];

export const MODULE_ID_REGISTER = 'REG3';
export const MODULE_ID_REGISTER_MOBILE = 'MOBILENUMREG3';

export const IMAGE_FORMATS = ['na', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

// Backend sessions (ACCEPTANCE; issue 2)
export const SESSION_TTL_MS_DEFAULT = 24 * 60 * 60 * 1000;
