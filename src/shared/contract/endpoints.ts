/**
 * The /wps endpoint registry: one entry per call of spec §7 (ACCEPTANCE 3.2 and 3.3), with the class
 * that decides how the API worker sends it and how the backend guards it.
 */
import { EVENT_PING_ABORT_MS, LAUNCH_GAME_TIMEOUT_MS, MODULE_ID_REGISTER, MODULE_ID_REGISTER_MOBILE } from '../constants';
import type * as T from './types';

export type HttpMethod = 'GET' | 'POST';
/** required: no valid token → 401 CUSTOMER_NOT_LOGIN. optional: used when present. none: never needed. */
export type LoginRule = 'required' | 'optional' | 'none';

export interface EndpointClass {
  login: LoginRule;
  /** The client must not send Authorization (spec §6 "no authorization header" list). */
  noAuthHeader?: boolean;
  /** The payload goes out as {rsaKey, RSA, DES} (ACCEPTANCE Q3). */
  encrypted?: boolean;
  /** GET answered from the MD5-keyed response cache (spec §7). */
  cached?: boolean;
  /** Image list: the client adds ext=webp|avif when the format is supported. */
  imageList?: boolean;
  /** Game list: at most 2 in flight. */
  gameList?: boolean;
  /** ModuleId header value. */
  moduleId?: string;
  /** The answer is not an envelope (raw manifest, 204 beacon). */
  raw?: boolean;
  /** Client timeout when it differs from the 30,000 ms default (game launch 10 s, event ping 15 s). */
  timeoutMs?: number;
}

export interface Endpoint<Req, Res> extends EndpointClass {
  method: HttpMethod;
  path: string;
  /** Phantom fields carrying the request and response types; never set at run time. */
  readonly __req?: Req;
  readonly __res?: Res;
}

function get<Req, Res>(path: string, cls: EndpointClass): Endpoint<Req, Res> {
  return { method: 'GET', path, ...cls };
}
function post<Req, Res>(path: string, cls: EndpointClass): Endpoint<Req, Res> {
  return { method: 'POST', path, ...cls };
}
function relay<Req, Res>(name: string, cls: EndpointClass): Endpoint<Req, Res> {
  return post<Req, Res>(`/wps/relay/${name}`, cls);
}

type Empty = Record<string, never>;
type Ext = { ext?: string };

export const endpoints = {
  // session
  rsaKey: get<{ _: number }, string>('/wps/session/key/rsa', { login: 'none' }),
  login: post<T.LoginRequest, T.LoginValue>('/wps/session/login', { login: 'none', noAuthHeader: true, encrypted: true }),
  loginVerification: post<T.LoginVerificationRequest, T.LoginValue>('/wps/session/login/verification', {
    login: 'none',
    noAuthHeader: true,
    encrypted: true,
  }),
  loginMaya: post<Record<string, unknown>, T.MayaLoginValue>('/wps/session/login/maya', { login: 'none', noAuthHeader: true }),
  loginLine: post<Record<string, unknown>, T.LoginValue>('/wps/session/login/line', { login: 'none', noAuthHeader: true }),
  loginTelegram: post<Record<string, unknown>, T.LoginValue>('/wps/session/login/telegram', {
    login: 'none',
    noAuthHeader: true,
  }),
  logout: post<Empty, Empty>('/wps/session/logout', { login: 'none' }),

  // member
  register: post<T.RegisterRequest, T.RegisterValue>('/wps/member/register', {
    login: 'none',
    noAuthHeader: true,
    encrypted: true,
    moduleId: MODULE_ID_REGISTER,
  }),
  registerMobile: post<T.RegisterRequest, T.RegisterValue>('/wps/member/register/mobile', {
    login: 'none',
    noAuthHeader: true,
    encrypted: true,
    moduleId: MODULE_ID_REGISTER_MOBILE,
  }),
  registerAutoUsername: post<Partial<T.RegisterRequest>, T.RegisterValue>('/wps/member/register/autoUsername', {
    login: 'none',
    noAuthHeader: true,
  }),
  checkUsername: get<{ username: string }, { exists: boolean }>('/wps/member/register/checkUsername', { login: 'none' }),
  registerSettings: get<Empty, T.RegisterSettings>('/wps/system/registerSettings', { login: 'none', noAuthHeader: true }),
  memberLanguage: post<{ language: string; merchantCode: string }, Empty>('/wps/member/language', { login: 'required' }),
  memberInfo: get<Empty, T.MemberInfo>('/wps/member/info', { login: 'required' }),
  passwordChange: post<{ oldPassword: string; newPassword: string }, Empty>('/wps/member/password/change', {
    login: 'required',
    encrypted: true,
  }),
  passwordReset: post<{ countryDialingCode: string; mobileNum: string; verifyCode: string; newPassword: string }, Empty>(
    '/wps/member/password/reset',
    { login: 'none', noAuthHeader: true, encrypted: true },
  ),
  depositSettings: get<Empty, T.DepositSettings>('/wps/member/deposit/settings', { login: 'required' }),

  // system
  status: get<{ device: string; track?: string; originalDomain?: string; url?: string }, T.StatusValue>('/wps/v2/system/status', {
    login: 'none',
    noAuthHeader: true,
  }),
  country: get<Empty, T.CountryInfo>('/wps/system/country', { login: 'none', cached: true }),
  domainRoute: get<{ device: string }, T.DomainRouteEntry[]>('/wps/system/domainRoute', {
    login: 'none',
    noAuthHeader: true,
    cached: true,
  }),
  location: get<Empty, T.LocationValue>('/wps/system/location', { login: 'none' }),
  whitelabel: get<Empty, T.WhitelabelValue>('/wps/system/whitelabel', { login: 'none', noAuthHeader: true }),
  settings: get<Empty, T.SiteSettings>('/wps/system/settings', { login: 'none', noAuthHeader: true }),
  manifest: get<{ merchantCode: string; _: number }, T.WebManifest>('/wps/system/manifest.json', { login: 'none', raw: true }),
  collect: post<T.CollectBeacon, void>('/wps/system/collect', { login: 'none', raw: true }),
  ping: get<{ events: string }, T.EventAccepted>('/wps/system/test/ping', { login: 'none', timeoutMs: EVENT_PING_ABORT_MS }),
  event: post<T.TrackingEvent, T.EventAccepted>('/wps/system/event', { login: 'optional' }),
  captcha: get<{ t: number }, T.GeetestChallenge>('/wps/captcha/geetest', { login: 'none', noAuthHeader: true }),
  smsNoLogin: post<T.SmsNoLoginRequest, Empty>('/wps/verification/sms/noLogin', { login: 'none', noAuthHeader: true }),
  affiliate: get<{ domain?: string; code?: string }, T.AffiliateValue | null>('/wps/affiliate', {
    login: 'none',
    noAuthHeader: true,
  }),
  launchGame: get<Record<string, string>, T.LaunchGameValue>('/wps/game/launchGame', {
    login: 'required',
    timeoutMs: LAUNCH_GAME_TIMEOUT_MS,
  }),
  gameOrders: get<{ page?: number; size?: number }, T.GameOrder[]>('/wps/game/orders', { login: 'none' }),

  // relays (ACCEPTANCE 3.3)
  launchChat: relay<Empty, { chatUrl: string }>('CBS_launchChat', { login: 'required' }),
  unreadCount: relay<Empty, { count: number }>('CBS_unreadCount', { login: 'required' }),
  promoAvailability: relay<Empty, T.PromoAvailability>('MCSFE_getMerchantAvailablePromotions', { login: 'optional' }),
  announcements: relay<T.AnnouncementQuery, T.Announcement[]>('MCSFE_getListAnnouncements', {
    login: 'none',
    imageList: true,
  }),
  gameTrialLaunch: relay<{ gameId: string; nodeId: string; platform: string }, T.LaunchGameValue>('GCS_gameTrialLaunch', {
    login: 'none',
  }),
  fcmBind: relay<{ registrationToken: string }, Empty>('CSP_fcmBind', { login: 'optional' }),
  fcmSubscribe: relay<{ registrationToken: string; topic: string }, Empty>('CSP_fcmSubscribe', { login: 'optional' }),
  fcmUnsubscribe: relay<{ registrationToken: string; unsubscribeAll: boolean }, Empty>('CSP_fcmUnsubscribe', {
    login: 'optional',
  }),
  gameVendors: relay<Ext, T.GameVendorData>('GCSGAME_newGameVendor', { login: 'none', noAuthHeader: true, imageList: true }),
  gameMatches: relay<Empty, T.GameMatch[]>('GCSGAME_getGameMatchV2', { login: 'none' }),
  rankProgress: relay<Empty, T.RankProgress>('MCSFE_getPlayerRankProgress', { login: 'required' }),
  customerService: relay<Empty, T.CustomerServiceEntry[]>('WPSCORE_getCustomerServiceScript', { login: 'optional' }),
  downloadSetting: relay<{ domain: string }, T.DownloadSetting>('WPSCORE_getDownloadSetting', { login: 'none' }),
  telegramSetting: relay<Empty, { botId: string; authDomain: string }>('WPSCORE_getTelegramLoginSetting', { login: 'none' }),
  saveMemberInfoByAuthKey: relay<{ authKey: string; name: string; picture: string }, Empty>('WPSCORE_saveMemberInfoByAuthKey', {
    login: 'none',
  }),
  promotionCategories: relay<Ext, T.PromotionCategory[]>('PROMOFE_getPromotionAnnouncementCategory', {
    login: 'none',
    imageList: true,
  }),
  promoCodeEnable: relay<Empty, { enabled: boolean }>('PROMOFE_getPromoCodeEnable', { login: 'required' }),
  verifyLineCode: relay<{ code?: string; redirectUri?: string; accessToken?: string }, T.LineLoginValue>(
    'WPS3RD_verifyLineCode',
    {
      login: 'none',
    },
  ),
  refreshMayaTokens: relay<{ env: string }, Empty>('WPS3RD_refreshMayaTokens', { login: 'required' }),
  gameList: relay<T.GameListRequest, T.GameListValue>('GCSGAME_getGameList', { login: 'none', imageList: true, gameList: true }),
  hotGames: relay<Ext, T.GameCard[]>('GCSGAME_getHotGames', { login: 'none', imageList: true, gameList: true }),
  ranking: relay<Empty, T.RankingEntry[]>('GCSGAME_getRanking', { login: 'none', gameList: true }),
  vendorList: relay<{ category?: string }, T.VendorInfo[]>('GCSGAME_getVendorList', { login: 'none', noAuthHeader: true }),
  favouriteGames: relay<Ext, T.GameCard[]>('GCSGAME_getFavouriteGames', { login: 'required', imageList: true, gameList: true }),
  recentGames: relay<Ext, T.GameCard[]>('GCSGAME_getRecentGames', { login: 'required', imageList: true, gameList: true }),
  promotionDetail: relay<{ id: string }, T.Promotion>('PROMOFE_getPromotionDetail', { login: 'none' }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = NonNullable<Endpoints[N]['__req']>;
export type ResponseOf<N extends EndpointName> = NonNullable<Endpoints[N]['__res']>;
