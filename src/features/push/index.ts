/** Web push (issue 7 item 7): the permission modal, the token set-up with the backend, the provider adapter. */
export { startPush, whenPushController, browserPermission } from './start';
export { NotificationPrompt } from './NotificationPrompt';
export { createPushController, type PushController, type PushControllerDeps, type PushRelay, type PushStore } from './controller';
export { loadPushProvider, pushConfigFrom, type PushConfig, type PushProvider, type PushProviderKind } from './adapter';
export { needsBind, parseBinding, tokenExpired, type PushBinding } from './rules/binding';
export { daysBetween, localDate, shouldPrompt, type PermissionState } from './rules/prompt';
export { retryServerErrors } from './rules/retry';
export { PUSH_BINDING_KEY, PUSH_PROMPT_CLOSED_KEY } from './storage';
