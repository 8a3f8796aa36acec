/** The values of ErrorCode (./error-codes.ts), one constant each, so a chunk carries only the codes it names. */
// session and auth
export const CUSTOMER_NOT_LOGIN = 'CUSTOMER_NOT_LOGIN';
export const CUSTOMER_NOT_LOGIN_DOTTED = 'customer.not.login';
export const USER_OR_TOKEN_INVALID = 'user.or.token.invalid';
export const LOGIN_NOT_SESSION = 'login.not.session';
export const TOKEN_IP_DIFFERENT = 'token_ip_different';
// login
export const LOGIN_CRED_ERR = 'login.cred.err';
export const NOT_EXISTS_USER = 'not.exists.user';
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
export const LINE_INVALID_TOKEN = 'line_invalid_token';
export const TELEGRAM_VALIDATE_FAILED = 'telegram_validate_failed';
export const MAYA_SESSION_INVALID = 'maya.session.invalid';
// rate limiting
export const TOO_MANY_REQUEST = 'TOO_MANY_REQUEST';
export const TOO_MANY_REQUESTS_IP = 'TOO_MANY_REQUESTS_IP';
// status
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';
export const SITE_MAINTENANCE = 'site.maintenance';
export const REGION_RESTRICTED = 'region.restricted';
// validation
export const USERNAME_EXISTS = 'username.exists';
export const MOBILE_EXISTS = 'mobile.exists';
export const MOBILE_INVALID = 'mobile.invalid';
export const CAPTCHA_INVALID = 'captcha.invalid';
export const VERIFY_CODE_INVALID = 'verify.code.invalid';
export const VERIFY_EXPIRED = 'verify.expired';
export const PASSWORD_INVALID = 'password.invalid';
export const PASSWORD_SAME = 'password.same';
export const DECRYPT_FAILED = 'decrypt.failed';
export const ENCRYPTION_REQUIRED = 'encryption.required';
export const DIGEST_MISMATCH = 'digest.mismatch';
export const MODULE_MISMATCH = 'module.mismatch';
export const MERCHANT_NOT_FOUND = 'merchant.not.found';
export const LANGUAGE_UNSUPPORTED = 'language.unsupported';
export const EVENT_UNKNOWN = 'event.unknown';
export const GAME_NOT_FOUND = 'game.not.found';
export const GAME_MAINTENANCE = 'game.maintenance';
export const PROMOTION_NOT_FOUND = 'promotion.not.found';
// malformed requests (HTTP 4xx, still enveloped)
export const BAD_REQUEST = 'bad.request';
export const NOT_FOUND = 'not.found';
export const PAYLOAD_TOO_LARGE = 'payload.too.large';
export const UNSUPPORTED_MEDIA_TYPE = 'unsupported.media.type';
export const URI_TOO_LONG = 'uri.too.long';
export const INTERNAL_ERROR = 'internal.error';
// produced by the API worker, never by the backend
export const NETWORK_ERROR = 'network.error';
export const TIMEOUT = 'ECONNABORTED';
export const ABORTED = 'aborted';
export const HTTP_ERROR = 'http.error';
export const HTTP_REDIRECT = 'http.redirect';
export const URL_IS_NULL = 'url.is.null';
export const ENCRYPTION_FAILED = 'encryption.failed';
export const INVALID_RESPONSE = 'invalid.response';
/** Dexie refused a write (quota, a closed database): the part keeps what was stored. */
export const STORAGE_ERROR = 'storage.error';
/** An address from the settings or an answer that the page refused to open (shared/outgoing-url.ts). */
export const UNSAFE_URL = 'unsafe.url';
export const WORKER_UNAVAILABLE = 'worker.unavailable';
