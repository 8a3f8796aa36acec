export { ApiProvider, useApi } from './ApiContext';
export { mayaLandingUrl, mayaLoginPayload, searchWithoutSessionId, sessionIdFromQuery } from './entry';
export { whenMerchantKnown, whenRuntimeConfig } from './merchant';
export { sessionFromToken } from './session-info';
export {
  clearSession,
  patchSession,
  readSession,
  saveSession,
  subscribeSession,
  useSession,
  type NewSession,
  type SessionInfo,
} from './session-store';
export { startSession, type StartedSession } from './start-session';
