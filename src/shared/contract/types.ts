/** Payload and response shapes of the /wps contract (spec §3 and §7, ACCEPTANCE section 3). */
import type { FeatureSwitch, PromoAvailabilityKey, TrackingEventName } from '../constants';

/** The body of every encrypted submission (ACCEPTANCE Q3). */
export interface EncryptedBody {
  rsaKey: string;
  RSA: string;
  DES: string;
}

export type LoginType = 'username' | 'sms' | 'firebase' | 'line' | 'telegram';

export interface LoginRequest {
  username?: string;
  password?: string;
  type: LoginType;
  isSms?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  geetestRisk?: { geeToken: string; scene: string };
  loginDeviceId?: string;
  isOfficialAppLogin?: boolean;
  device?: string;
  verifyCode?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  updatePassword: boolean;
  id: string;
  userName: string;
  customerType: number;
}

export interface LoginVerifyRequired {
  email?: string;
  ga?: boolean;
  sms?: string;
  verifyToken: string;
}

/** The verification submit carries the original login payload too (Q11); the send action needs only the token. */
export interface LoginVerificationRequest extends Partial<LoginRequest> {
  verifyToken: string;
  verifyType: 'email' | 'ga' | 'sms';
  verifyCode?: string;
  action?: 'send';
}

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

export interface RegisterRequest {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verifyCode?: string;
  password: string;
  login: boolean;
  /** v3: sent with geetestSeccode so that the backend can check the challenge it issued. */
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  firebaseChannel2?: string;
  firebaseIdToken2?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  smsTemplate?: string;
  registerMethod: RegisterMethod;
  registerUrl: string;
  loginDeviceId: string;
  isOfficialAppLogin?: boolean;
  linkId?: string;
  affiliateCode?: string;
  domain?: string;
  referralCode?: string;
  pixelTrack?: Record<string, string>;
}

export interface RegisterValue {
  token?: string;
  id: string;
  customerId: string;
  userName: string;
  customerName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

export interface ClubLabel {
  labelName: string;
  labelId: string;
  type: string;
  rankLevel: number;
}

export interface MemberInfo {
  id: string;
  account: string;
  type: number;
  language: string;
  clubLabel: ClubLabel | null;
  /** The member's own referral code, for the invite link (Q63); older backends may leave it out. */
  referralCode?: string;
}

export interface StatusValue {
  serverTime: number;
  maintenance: boolean;
  maintenanceEnd?: string | null;
  regionRestriction: boolean;
  ip?: string;
}

export interface CountryInfo {
  countries: { countryCode: string; countryDialingCode: string; name: string }[];
  countryCode: string;
  countryDialingCode: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

export interface DomainRouteEntry {
  domain: string;
  type: string;
  priority: number;
}

export interface LocationValue {
  ip: string;
  countryCode: string;
  restricted: boolean;
}

export interface WhitelabelValue {
  whitelabelVal: Record<FeatureSwitch, boolean>;
  menuVisibility: Record<string, boolean>;
}

export interface MobileTemplate {
  h5_logo: string;
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
  login_prompt_text: string;
  favicon: string;
  splash: string;
  pwa: string;
  desktop_app_feature: string;
  apple_touch_icon: string;
}

export type MenuType = 'VIP' | 'AGENT' | 'MISSION' | 'SIGNIN' | 'SAVIOR' | 'PROMOCODE' | 'REFERRAL' | 'APP' | 'SERVICE';

export interface MenuEntry {
  type: MenuType;
  path?: string;
  resource?: string;
  showGuest: boolean;
  showMember: boolean;
  showInHomescreen: boolean;
  csType?: string;
  csPosition?: string;
}

export interface SmsProviderSettings {
  firebase: boolean;
  projectId: string;
  appId: string;
  apiKey: string;
  authDomain: string;
  messagingSenderId: string;
  vapidKey: string;
  facebookAppId: string;
  googleWebClientId: string;
}

export interface GatewaySettings {
  GEETEST_ID: string;
  GEETEST_VERSION: string;
  GEETEST_RISK_APP_ID: string;
  LINE_CLIENT_ID: string;
  /** The merchant's LIFF app on that channel ('<channel id>-<suffix>'): inside the LINE app, LINE login goes through it (C97). */
  LINE_LIFF_ID?: string;
  PROFILE_ICON_COUNT: number;
  /** Opens the diagnostics screen (/m/diagnostics) to every visitor, for support; the QA environment always has it. */
  DIAGNOSTICS?: boolean;
}

/** Consolidated site settings (W23). */
export interface SiteSettings {
  merchantCode: string;
  merchantName: string;
  brand: { primaryColor: string; accentColor: string; logo: string };
  currency: string;
  customerService: string;
  domainRoute: DomainRouteEntry[];
  register: { captcha: { enabled: boolean } };
  imageCDNs: string[];
  sms: SmsProviderSettings;
  gw: GatewaySettings;
  resources: Record<string, string>;
  maintenance: boolean;
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  ip: string;
  vipRankLevel: number;
  hasVip: boolean;
  mobileTemplate: MobileTemplate;
  defaultLanguage: string;
  languages: string[];
  menu: MenuEntry[];
}

export interface RegisterSettings {
  captcha: { enabled: boolean };
  mobilePassword: boolean;
  ssoAutoRegister: boolean;
  smsTemplate: string;
}

export interface WebManifest {
  short_name: string;
  name: string;
  icons: { src: string; sizes: string; type: string }[];
  display: string;
  theme_color: string;
  related_applications: { platform: string; url?: string; id?: string }[];
}

export interface TrackingEventValue {
  eventId: string;
  customerId?: string;
  customerName?: string;
  revenue?: number;
  amount?: number;
  value?: number;
  currency?: string;
  af_revenue?: number;
  af_currency?: string;
  content_id?: number;
  /** Active pixel channels plus the traffic source (Q88). */
  channels?: string[];
  tid?: string;
  pwaType?: string;
  fbc?: string;
  fbp?: string;
  /** Events the outbox had to drop (over 10,000 pending or older than 7 days) since the last success. */
  droppedCount?: number;
  [key: string]: unknown;
}

export interface TrackingEvent {
  domain: string;
  affiliateCode: string;
  eventName: TrackingEventName;
  eventValue: TrackingEventValue;
}

export interface EventAccepted {
  accepted: number;
  duplicates: number;
}

export interface CollectBeacon {
  merchant: string;
  value: string;
}

export interface GeetestChallenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}

export interface SmsNoLoginRequest {
  countryDialingCode: string;
  mobileNum: string;
  geetestValidateV4?: string;
  smsTemplate?: string;
}

export interface AffiliateValue {
  code: string;
  domain: string;
  referralCode: string;
}

export interface LaunchGameValue {
  gameUrl: string;
}

export interface DepositSettings {
  totalDepositSuccessCount: number;
  minDeposit: number;
  currency: string;
}

export interface GameCard {
  gameId: string;
  nodeId: string;
  vendor: string;
  accountTypeName: string;
  displayName: string;
  freeplay: boolean;
  imageUrl: string;
  category?: string;
  hot?: boolean;
}

export interface GameCategory {
  title: string;
  gameClassify: string;
  gameCount: number;
  cards: GameCard[];
}

export interface VendorInfo {
  vendor: string;
  name: string;
  logo: string;
}

export interface GameVendorData {
  sorting: string[];
  mapping: Record<string, string[]>;
  vendorSorting: Record<string, string[]>;
  display: Record<string, boolean>;
  allVendors: VendorInfo[];
  categories: GameCategory[];
}

export interface GameListRequest {
  category?: string;
  vendor?: string;
  page?: number;
  size?: number;
  ext?: string;
}

export interface GameListValue {
  list: GameCard[];
  total: number;
}

export interface GameMatch {
  matchId: string;
  league: string;
  home: string;
  away: string;
  startTime: number;
  odds: number[];
}

export interface Announcement {
  id: string;
  type: string;
  category: string;
  title: string;
  content: string;
  imageUrl: string;
  sort: number;
  linkageType?: 'P' | 'URL' | 'G';
  linkage?: string;
  roomId?: string;
  nodeId?: string;
  gameType?: string;
  vendor?: string;
}

export interface AnnouncementQuery {
  types?: string[];
  platform?: string;
  category?: string;
  ext?: string;
}

export interface Promotion {
  id: string;
  title: string;
  content: string;
  imageUrl: string;
  categoryId?: string;
}

export interface PromotionCategory {
  categoryId: string;
  name: string;
  promotions: Promotion[];
}

export type PromoAvailability = Record<PromoAvailabilityKey, { enabled: boolean }>;

export interface RankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string | null };
}

export interface CustomerServiceEntry {
  path: string;
  csType: string;
  csPosition: string;
  labelIds: string[];
}

export interface DownloadSetting {
  links: { resourceType: 'IOS' | 'MOBILECONFIG' | 'Android' | 'AppDownloadIcon'; url: string }[];
  requiredLogin: boolean;
  minVipRank: number;
  variant: string;
  mode: string;
  latestAppVersion: string;
  redirectUrl: string;
  gift: boolean;
}

export interface RankingEntry {
  rank: number;
  maskedUser: string;
  game: string;
  amount: number;
}

export interface GameOrder {
  maskedUser: string;
  game: string;
  amount: number;
  currency: string;
  time: number;
}

export interface LineLoginValue {
  lineSessionToken: string;
  name: string;
  picture: string;
}

export interface MayaLoginValue extends LoginValue {
  thirdPartyUserInfo: { userId: string; displayName: string; env: string };
}

/** /m/config.json: runtime configuration resolved by host (ACCEPTANCE Q101). */
export interface RuntimeConfig {
  merchantCode: string;
  env: string;
  /** The origin the /wps/* paths hang from; '' when the backend shares the site's origin. */
  apiBase: string;
  /** Which captcha library the page loads: the vendor's (default) or the backend's local provider (/__emu/geetest). */
  captchaProvider?: 'geetest' | 'local';
  /** Which ad-pixel scripts the page loads: the vendors' (default) or the backend's local emulators (/__emu/pixels). */
  pixelProvider?: 'vendor' | 'local';
  /** Which push provider makes tokens: Firebase Messaging (default) or the backend's FCM emulator (/__emu/fcm). */
  pushProvider?: 'firebase' | 'local';
  /** The chat widget's script (setUser/clearUser on window.CBSChat); none: no widget. In QA /__emu/chat/widget.js. */
  chatWidgetUrl?: string;
  /** LINE Login's authorize page (default LINE_AUTHORIZE_URL); in QA the backend's stand-in. */
  lineAuthorizeUrl?: string;
  /** The LIFF SDK's script (default LINE_LIFF_SDK_URL); in QA the backend's stand-in. */
  lineLiffScriptUrl?: string;
  /** The Telegram Login auth page (default TELEGRAM_AUTH_URL, 'https://oauth.telegram.org/auth'); in QA '/__emu/telegram/auth'. */
  telegramAuthUrl?: string;
  /** The carousel library's script, primary first then backups (ACCEPTANCE D42); default the public CDNs. */
  carouselScripts?: string[];
  /** Google Identity Services' client script (default GOOGLE_IDENTITY_SCRIPT_URL); in QA the backend's stand-in. */
  googleIdentityScriptUrl?: string;
  /** The Facebook JavaScript SDK (default FACEBOOK_SDK_SCRIPT_URL); in QA the backend's stand-in. */
  facebookSdkScriptUrl?: string;
  /** The Firebase Auth Emulator (http://localhost:9099) Firebase sign-in goes to; none: Firebase's own servers. */
  firebaseAuthEmulatorUrl?: string;
}
