/** Server messages per error code, in the language of the Language header (EN fallback). */
import { ErrorCode } from '../../src/shared/contract';

const EN: Record<string, string> = {
  [ErrorCode.CUSTOMER_NOT_LOGIN]: 'Please login',
  [ErrorCode.LOGIN_CRED_ERR]: 'Incorrect username or password',
  [ErrorCode.NOT_EXISTS_USER]: 'User does not exist',
  [ErrorCode.LOGIN_VERIFY_REQUIRED]: 'Login verification required',
  [ErrorCode.BIND_CUSTOMER_REQUIRED]: 'This account is not bound to a member',
  [ErrorCode.LINE_INVALID_TOKEN]: 'LINE session is invalid or expired',
  [ErrorCode.TELEGRAM_VALIDATE_FAILED]: 'Telegram authorisation could not be validated',
  [ErrorCode.MAYA_SESSION_INVALID]: 'The Maya session is invalid',
  [ErrorCode.TOO_MANY_REQUEST]: 'Too many requests, please try again later',
  [ErrorCode.DOMAIN_NOT_AVAILABLE]: 'This domain is not available',
  [ErrorCode.USERNAME_EXISTS]: 'Username already taken',
  [ErrorCode.MOBILE_EXISTS]: 'Mobile number already registered',
  [ErrorCode.MOBILE_INVALID]: 'Invalid mobile number',
  [ErrorCode.CAPTCHA_INVALID]: 'Captcha verification failed',
  [ErrorCode.VERIFY_CODE_INVALID]: 'Invalid verification code',
  [ErrorCode.VERIFY_EXPIRED]: 'Verification expired, please log in again',
  [ErrorCode.PASSWORD_INVALID]: 'Invalid password',
  [ErrorCode.PASSWORD_SAME]: 'The new password must differ from the old one',
  [ErrorCode.DECRYPT_FAILED]: 'The request could not be decrypted',
  [ErrorCode.ENCRYPTION_REQUIRED]: 'This request must be encrypted',
  [ErrorCode.DIGEST_MISMATCH]: 'The request digest does not match its body',
  [ErrorCode.MODULE_MISMATCH]: 'Wrong module for this registration',
  [ErrorCode.MERCHANT_NOT_FOUND]: 'Unknown merchant',
  [ErrorCode.LANGUAGE_UNSUPPORTED]: 'Unsupported language',
  [ErrorCode.EVENT_UNKNOWN]: 'Unknown event name',
  [ErrorCode.GAME_NOT_FOUND]: 'Game not found',
  [ErrorCode.GAME_MAINTENANCE]: 'The game is under maintenance',
  [ErrorCode.PROMOTION_NOT_FOUND]: 'Promotion not found',
  [ErrorCode.BAD_REQUEST]: 'Bad request',
  [ErrorCode.NOT_FOUND]: 'Not found',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'Request body too large',
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported content type',
  [ErrorCode.URI_TOO_LONG]: 'Request URI too long',
  [ErrorCode.INTERNAL_ERROR]: 'Internal error',
};

const VI: Record<string, string> = {
  [ErrorCode.CUSTOMER_NOT_LOGIN]: 'Vui lòng đăng nhập',
  [ErrorCode.LOGIN_CRED_ERR]: 'Sai tên đăng nhập hoặc mật khẩu',
  [ErrorCode.NOT_EXISTS_USER]: 'Người dùng không tồn tại',
  [ErrorCode.TOO_MANY_REQUEST]: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  [ErrorCode.GAME_NOT_FOUND]: 'Không tìm thấy trò chơi',
  [ErrorCode.VERIFY_CODE_INVALID]: 'Mã xác minh không hợp lệ',
};

const CATALOGUES: Record<string, Record<string, string>> = { EN, VI };

export function messageFor(code: string, language: string | undefined): string | undefined {
  const catalogue = CATALOGUES[(language ?? 'EN').toUpperCase()];
  return catalogue?.[code] ?? EN[code];
}
