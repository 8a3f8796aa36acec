/**
 * The auth parts the first screen needs, as a second public entry: the registration link and modal host, and the
 * start-up's remembered-login and auto-login flags. Light on purpose: ./index.ts also reaches the login machinery.
 */
export { RegisterEntryLink, RegisterModalHost } from './RegisterEntryLink';
export { REMEMBERED_LOGIN_KEY } from './remember/remember-key';
export { AUTO_LOGIN_FLAG_KEY, autoLoginFlagFromQuery } from './rules/auto-login';
