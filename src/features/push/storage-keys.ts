/** Push's localStorage keys: a close date and the bound token outlive the tab. */

/** The local date (YYYY-MM-DD) the permission modal was last closed (F38). */
export const PUSH_PROMPT_CLOSED_KEY = 'push.promptClosedOn';
/** The token the backend knows, when it was made and for whom (F43). */
export const PUSH_BINDING_KEY = 'push.binding';
