/**
 * Every business constant of the spec (section 9 and the ACCEPTANCE constants table), in one place.
 * Each one is pinned by constants.test.ts next to it and exercised by the test of the behaviour it bounds.
 */

// HTTP client (spec §7, §9)
export const HTTP_DEFAULT_TIMEOUT_MS = 30_000;
export const HTTP_MAX_CONCURRENT = 10;
export const HTTP_MAX_CONCURRENT_GAME_LISTS = 2;
export const AUTH_OVERLAP_POLL_MS = 100;
export const LAUNCH_GAME_TIMEOUT_MS = 10_000;

// Game launch (spec §4 Game launch, §7, §9; ACCEPTANCE K20, K21, K59, K64, Q52–Q56)
/** Wait after gameUrl arrives before navigating, so the loader and the tracking event go out (Q54). */
export const LAUNCH_DELAY_MS = 150;
/** timeout_retry_please when the page has not been left this long after the game's URL was set (D17). */
export const LAUNCH_REDIRECT_WATCHDOG_MS = 10_000;
export const LOTTERY_AREA = 'VN';
export const LOTTERY_LAUNCH_MODE = 'LOTT';
export const LOTTERY_DEFAULT_MODE = 'SEA_Tradition_Mobile';
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
/** code=lobby opens the lottery lobby (D13). */
export const LOTTERY_LOBBY_CODE = 'lobby';
/** Vendors whose games launch as lotteries (the VNL seed's lottery vendors). */
export const LOTTERY_VENDORS = ['LOTT', 'ELOTT', 'SEA_LOTT', 'VIETNAM_LOTTO', 'ELOTTO'] as const;
export const TRIAL_PLATFORM = 'html5';

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

// App shell: layout, splash, loaders, toasts (spec §2, §9; ACCEPTANCE A35–A39, B35, Q20, Q26)
export const LAYOUT_MAX_WIDTH_RATIO = 9 / 16;
export const LAYOUT_RESIZE_DEBOUNCE_MS = 100;
export const SPLASH_MIN_VISIBLE_MS = 1_200;
export const LOADER_CAP_MS = 5_000;
export const LOADER_CAP_LONG_MS = 10_000;
export const ERROR_TOAST_TICK_MS = 1_000;
export const ERROR_TOAST_TICKS = 3;

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
/** Deposit tracking content id (spec §9; ACCEPTANCE F19). */
export const DEPOSIT_CONTENT_ID = 99;
/** The _fbc and _fbp cookies last this long (spec §9; ACCEPTANCE F14, Q86). */
export const FB_COOKIE_DAYS = 90;
/** Performance beacon: sent after this much idle, and at the latest this long after the page started (F35, F36). */
export const PERF_BEACON_IDLE_MS = 5_000;
export const PERF_BEACON_MAX_WAIT_MS = 15_000;
/** What a keepalive fetch or sendBeacon may carry (the browsers' 64 KB in-flight budget). */
export const BEACON_MAX_BYTES = 64 * 1024;

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

// Identity: registration, login, captcha, remembered login (spec §4, §5, §9; ACCEPTANCE C, Q4, Q36, Q39)
/** The spec's {secret} default mobile password (Q4): the app build reads VITE_DEFAULT_MOBILE_PASSWORD, the server WPS_DEFAULT_MOBILE_PASSWORD, both defaulting to this. */
export const DEFAULT_MOBILE_PASSWORD = 'Mb#2026pass';
export const CAPTCHA_NETWORK_TIMEOUT_MS = 5_000;
/** One second attempt after a captcha init error (spec §4 Captcha). */
export const CAPTCHA_INIT_RETRIES = 1;
export const CAPTCHA_LANGUAGE_MAX_LENGTH = 6;
export const GEETEST_V3_LANGUAGES = ['zh-cn', 'zh-tw', 'zh-hk', 'en', 'ja', 'ko', 'id', 'es', 'th', 'vi', 'ta'] as const;
/** localStorage autoLogin value that turns auto login off (K81, Q36). */
export const AUTO_LOGIN_DISABLED = '0';
/** Backend login throttling: this many failed logins of one account within the window answer TOO_MANY_REQUEST. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;

// Social login and the third-party session (spec §4 Social login, Third-party session, §7, §9; ACCEPTANCE C75–C107,
// K40, K57, K66, Q8, Q46)
/** The scope of a LINE authorisation (K66). */
export const LINE_SCOPE = 'profile openid';
/** LINE Login's authorize page, unless the runtime config names another (a QA backend's stand-in). */
export const LINE_AUTHORIZE_URL = 'https://access.line.me/oauth2/v2.1/authorize';
/** The LIFF SDK (LINE login inside the LINE app, C97), unless the runtime config names another. */
export const LINE_LIFF_SDK_URL = 'https://static.line-scdn.net/liff/edge/2/sdk.js';
/** Telegram Login's auth page, unless the runtime config names another. */
export const TELEGRAM_AUTH_URL = 'https://oauth.telegram.org/auth';
/** Google Identity Services' client (one-tap and the Google id token of a Google login), unless the runtime config names another. */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** The Facebook JavaScript SDK (a Facebook login's access token), unless the runtime config names another. */
export const FACEBOOK_SDK_SCRIPT_URL = 'https://connect.facebook.net/en_US/sdk.js';
/** The Graph API version the Facebook SDK is initialised with. */
export const FACEBOOK_SDK_VERSION = 'v19.0';
/** Google one-tap starts this long after the login screen is ready, with GOOGLELOGIN3 on (K48, C94). */
export const GOOGLE_ONE_TAP_DELAY_MS = 500;
/** Social-auth popup windows (K57). */
export const SOCIAL_POPUP_WIDTH = 500;
export const SOCIAL_POPUP_HEIGHT = 600;
/** A third-party (Maya) session is kept alive this often while session info and its environment exist (K40, C107). */
export const THIRD_PARTY_KEEP_ALIVE_MS = 90_000;

// Routing (spec §2 Routes and Rules; ACCEPTANCE group A, Q1, Q7, Q13–Q19)
export const ROUTE_BASE = '/m';
export const HOME_PATH = '/m/home';
/** The diagnostics screen, for testers and support (outside the spec's route table; open in QA or by gw.DIAGNOSTICS). */
export const DIAGNOSTICS_PATH = '/m/diagnostics';
export const LOGIN_PATH = '/m/login';
export const REGISTER_PATH = '/m/register';
/** The query parameter that names where login or registration continues (A17, Q14). */
export const GO_QUERY_PARAM = 'go';
/** A go target is accepted only under this prefix, on the site's own origin (A18). */
export const GO_TARGET_PREFIX = '/m/';
/** Query parameters that carry a session token; `tokens` is an alias (Q17). */
export const TOKEN_QUERY_PARAMS = ['token', 'tokens'] as const;
/** A third-party (Maya) session exchanged for a member session on entry (A23). */
export const SESSION_ID_QUERY_PARAM = 'sessionId';
/** Either one present suppresses the login redirect of a guarded route (Q7). */
export const LOGIN_SUPPRESS_QUERY_PARAMS = ['redirectUrl', 'backUrl'] as const;
/** Guarded: everything under /m/member/, and these paths (Q1); /m/launchGame only for real play. */
export const GUARDED_PATH_PREFIXES = ['/m/member/'] as const;
export const GUARDED_PATHS = ['/m/changePsw', '/m/agentRegister', '/m/launchGame'] as const;
/** playType of a trial launch, which needs no session (D20). */
export const TRIAL_PLAY_TYPE = 'trial';
/** Without a session these go to /m/home rather than to /m/login (A15). */
export const SESSION_OR_HOME_PATHS = ['/m/feedback'] as const;
/** Tracking parameters kept on every in-app navigation (A27), also re-added from the tab's store (Q18). */
export const PRESERVED_QUERY_PARAMS = [
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
] as const;
export type PreservedQueryParam = (typeof PRESERVED_QUERY_PARAMS)[number];
/** The public pages, named for search engines (A16, Q15). */
export const PUBLIC_PAGE_PATHS = [
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
] as const;
/** Pages that get robots index,follow (A29, Q19): the public pages plus these. */
export const INDEXABLE_PATHS = [...PUBLIC_PAGE_PATHS, '/m/', '/m/home', '/m/login', '/m/register'] as const;
export const INDEXABLE_HOST_PREFIXES = ['www', 'localhost'] as const;
export const INDEXABLE_MAX_PATH_SEGMENTS = 2;
export const ROBOTS_INDEX = 'index,follow';
export const ROBOTS_NOINDEX = 'noindex,nofollow';
/** After an update, Refresh reloads in place on these paths; anywhere else it goes to /m/home (A24, A25). */
export const UPDATE_RELOAD_PATHS = [
  '/m/home',
  '/m/game',
  '/m/login',
  '/m/index',
  '/m/index.html',
  '/m/member/home',
  '/m/register',
  '/m/register.html',
] as const;
/** The home-screen install prompt shows only here (A26, Q16). */
export const INSTALL_PROMPT_PATHS = ['/', '/m/home', '/m/index.html'] as const;

// Service worker, update check, offline toast (spec §4 Update, §8, §9; ACCEPTANCE E33, E37, Q72, Q74)
/** The asset-list hash check runs on start, on visibility, and this often. */
export const ASSET_HASH_CHECK_INTERVAL_MS = 3_600_000;
/** The offline toast 'network offline' stays this long. */
export const OFFLINE_TOAST_MS = 1_500;

// Install and availability (spec §3 Web manifest, §4 Download bar and Home-screen install, §5, §9; ACCEPTANCE K24,
// K25, K29–K31, K52, K58, K82, Q66–Q71)
export const MANIFEST_ICON_SIZES = [192, 256, 384, 512] as const;
export const MANIFEST_DISPLAY = 'standalone';
export const MANIFEST_ORIENTATION = 'portrait';
export const MANIFEST_START_PATH = '/m/home';
export const MANIFEST_SCOPE_PATH = '/m/';
export const A2HS_SHEET_DELAY_MS = 1_000;
export const A2HS_SLIDE_MS = 250;
export const A2HS_PROMPT_WAIT_TRIES = 20;
export const A2HS_PROMPT_WAIT_INTERVAL_MS = 150;
export const A2HS_INSTALLING_NOTICE_MS = 3_000;
/** The decline counter's value once installed (it then never prompts again). */
export const A2HS_INSTALLED_COUNTER = 99;
export const DOWNLOAD_LINK_KEYS = ['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon'] as const;
export const DOWNLOAD_BAR_RATING = '5.0';
/** hideDownloadBar (session flag or entry query) hides the bar at this value (Q68). */
export const HIDE_DOWNLOAD_BAR_VALUE = '1';
export const SAME_WINDOW_DOWNLOAD_EXTENSIONS = ['.mobileconfig', '.apk', '.ipa'] as const;
export const DOWNLOAD_POPUP_DELAY_MS = 20_000;
export const DOWNLOAD_POPUP_IMAGE_KEYS = ['m_popup1', 'm_popup2'] as const;
export const DOWNLOAD_POPUP_IOS_LITE_KEY = 'MOBILECONFIG';
export const DOWNLOAD_POPUP_APK_KEY = 'Android';
export const APP_DOWNLOAD_CATEGORY = 'app_download';
/** From this official-app version on, the upgrade button downloads the platform link directly (Q71). */
export const APP_DIRECT_DOWNLOAD_MIN_VERSION = '2.4.72';
export const DEFAULT_DOWNLOAD_REDIRECT_PATH = '/m/download';

// Automatic overlays (install sheet, download bar and popup, upgrade popup, popup announcements, notification
// prompt): one at a time, a quiet time between two, a cap per visit. Not in the spec; the README's overlay table.
/** After one automatic overlay closes, the next waits at least this long. */
export const OVERLAY_QUIET_MS = 30_000;
/** Automatic overlays one visit (a tab's session) shows at most; the upgrade popup is never held back by it. */
export const OVERLAYS_PER_VISIT = 2;
/** The download bar stands aside for an overlay that may open within this time, so the two never arrive together. */
export const DOWNLOAD_BAR_GRACE_MS = 2_000;
/** An overlay expected to ask (its data is on its way) holds back those of lower priority at most this long. */
export const OVERLAY_EXPECT_MS = 8_000;

// Member session side data (spec §3, §4, §6, §9)
export const MEMBER_TYPE_WITHOUT_LANGUAGE_SYNC = 4;
/** Member types that are agents: they get the AGENT menu entry, and REFERRAL leads them to agent registration (K12). */
export const AGENT_MEMBER_TYPES = [1, 2] as const;
/** clubLabel.type that shows the VIP benefits (K14). */
export const VIP_BENEFIT_LABEL_TYPE = 'AUTO';
/** Menu entry types (K70); entries of any other type are ignored. */
export const MENU_TYPES = ['VIP', 'AGENT', 'MISSION', 'SIGNIN', 'SAVIOR', 'PROMOCODE', 'REFERRAL', 'APP', 'SERVICE'] as const;
export const STATUS_METRIC_DELAY_MS = 5_000;

// Customer service and chat (spec §3 Customer service entry, §9; ACCEPTANCE K27, K67, K68)
/** The chat widget's user is set this long after the token is (D51)… */
export const CHAT_SETUP_DELAY_MS = 500;
/** …and tried again at these times after the token, then never again. */
export const CHAT_SETUP_RETRY_AT_MS = [1_000, 3_000] as const;
/** A customer-service path ends with its DES key, this many characters long (Q60). */
export const CS_PATH_KEY_LENGTH = 8;
export const CS_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;

// Web push (spec §4 Notification permission, §8, §9; ACCEPTANCE K37, K41, K80, F38–F47)
/** Token set-up starts this long after load, or after the permission is granted (F41). */
export const PUSH_SETUP_DELAY_MS = 10_000;
/** A web-push token older than this is replaced by a new one, which is bound again (F42). */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1_000;
/** The permission modal shows at most once per local calendar day (Q92). */
export const PUSH_PROMPT_INTERVAL_DAYS = 1;
/** A 5xx answer of a messaging-provider installation call is retried this many times (F46). */
export const PUSH_INSTALLATION_5XX_RETRIES = 1;

/** Announcement types of MCSFE_getListAnnouncements that home shows, each synced with its own call (D39–D41, Q58). */
export const MARQUEE_TYPE = 'PR';
export const BANNER_TYPE = 'BANNER';
export const POPUP_TYPE = 'POPUP';
