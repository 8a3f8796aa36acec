/**
 * Where the member is (ACCEPTANCE C4, C5, Q28): APP inside the official app (UA token `WLApp/` or inApp=1), WEBCLIP on
 * iOS launched from the home screen (navigator.standalone or display-mode standalone), PWA with display-mode
 * standalone elsewhere, H5 otherwise. The same value is tracking's pwaType. The detection is src/features/environment.
 */
export {
  OFFICIAL_APP_UA_TOKEN,
  browserClientEnvironment,
  detectRegisterMethod,
  isIos,
  isOfficialApp,
  type ClientEnvironment,
} from '../../environment';
