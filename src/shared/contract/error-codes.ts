/** Error codes the WPS backend emits (ACCEPTANCE 3.7), and the client-side codes the API worker produces. */
// One module of constants rather than an object literal: the bundler inlines each code where it is used and leaves
// out the ones a chunk does not name (an object's properties all travel with it).
import * as codes from './error-code-values';

export { codes as ErrorCode };
export type ErrorCode = (typeof codes)[keyof typeof codes];

/** Codes that mean "the session is gone" (spec §8), besides HTTP 401. */
export const NOT_LOGGED_IN_CODES: readonly string[] = [
  codes.CUSTOMER_NOT_LOGIN,
  codes.CUSTOMER_NOT_LOGIN_DOTTED,
  codes.USER_OR_TOKEN_INVALID,
  codes.LOGIN_NOT_SESSION,
];
