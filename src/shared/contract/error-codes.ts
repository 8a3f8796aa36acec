/** Error codes the WPS backend emits (ACCEPTANCE 3.7), and the client-side codes the API worker produces. */
export const ErrorCode = {
  // session and auth
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  CUSTOMER_NOT_LOGIN_DOTTED: 'customer.not.login',
  USER_OR_TOKEN_INVALID: 'user.or.token.invalid',
  LOGIN_NOT_SESSION: 'login.not.session',
  TOKEN_IP_DIFFERENT: 'token_ip_different',
  // login
  LOGIN_CRED_ERR: 'login.cred.err',
  NOT_EXISTS_USER: 'not.exists.user',
  LOGIN_VERIFY_REQUIRED: 'login_verify_required',
  BIND_CUSTOMER_REQUIRED: 'bind_customer_required',
  LINE_INVALID_TOKEN: 'line_invalid_token',
  TELEGRAM_VALIDATE_FAILED: 'telegram_validate_failed',
  MAYA_SESSION_INVALID: 'maya.session.invalid',
  // rate limiting
  TOO_MANY_REQUEST: 'TOO_MANY_REQUEST',
  TOO_MANY_REQUESTS_IP: 'TOO_MANY_REQUESTS_IP',
  // status
  DOMAIN_NOT_AVAILABLE: 'domain_not_available',
  SITE_MAINTENANCE: 'site.maintenance',
  REGION_RESTRICTED: 'region.restricted',
  // validation
  USERNAME_EXISTS: 'username.exists',
  MOBILE_EXISTS: 'mobile.exists',
  MOBILE_INVALID: 'mobile.invalid',
  CAPTCHA_INVALID: 'captcha.invalid',
  VERIFY_CODE_INVALID: 'verify.code.invalid',
  VERIFY_EXPIRED: 'verify.expired',
  PASSWORD_INVALID: 'password.invalid',
  PASSWORD_SAME: 'password.same',
  DECRYPT_FAILED: 'decrypt.failed',
  ENCRYPTION_REQUIRED: 'encryption.required',
  DIGEST_MISMATCH: 'digest.mismatch',
  MODULE_MISMATCH: 'module.mismatch',
  MERCHANT_NOT_FOUND: 'merchant.not.found',
  LANGUAGE_UNSUPPORTED: 'language.unsupported',
  EVENT_UNKNOWN: 'event.unknown',
  GAME_NOT_FOUND: 'game.not.found',
  GAME_MAINTENANCE: 'game.maintenance',
  PROMOTION_NOT_FOUND: 'promotion.not.found',
  // malformed requests (HTTP 4xx, still enveloped)
  BAD_REQUEST: 'bad.request',
  NOT_FOUND: 'not.found',
  PAYLOAD_TOO_LARGE: 'payload.too.large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported.media.type',
  URI_TOO_LONG: 'uri.too.long',
  INTERNAL_ERROR: 'internal.error',
  // produced by the API worker, never by the backend
  NETWORK_ERROR: 'network.error',
  TIMEOUT: 'ECONNABORTED',
  ABORTED: 'aborted',
  HTTP_ERROR: 'http.error',
  HTTP_REDIRECT: 'http.redirect',
  URL_IS_NULL: 'url.is.null',
  ENCRYPTION_FAILED: 'encryption.failed',
  INVALID_RESPONSE: 'invalid.response',
  /** Dexie refused a write (quota, a closed database): the part keeps what was stored. */
  STORAGE_ERROR: 'storage.error',
  /** An address from the settings or an answer that the page refused to open (shared/outgoing-url.ts). */
  UNSAFE_URL: 'unsafe.url',
  WORKER_UNAVAILABLE: 'worker.unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes that mean "the session is gone" (spec §8), besides HTTP 401. */
export const NOT_LOGGED_IN_CODES: readonly string[] = [
  ErrorCode.CUSTOMER_NOT_LOGIN,
  ErrorCode.CUSTOMER_NOT_LOGIN_DOTTED,
  ErrorCode.USER_OR_TOKEN_INVALID,
  ErrorCode.LOGIN_NOT_SESSION,
];
