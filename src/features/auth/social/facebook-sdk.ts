/**
 * The Facebook JavaScript SDK (spec §7; ACCEPTANCE C76, C77): its script, loaded on demand from the runtime config's
 * URL (a QA backend names its stand-in), initialised with the merchant's facebookAppId, gives a Facebook access token
 * through FB.login. The token is then exchanged for a Firebase id token (firebase-auth.ts).
 */
import { FACEBOOK_SDK_SCRIPT_URL, FACEBOOK_SDK_VERSION } from '../../../shared/constants';
import { createScriptLoader, type ScriptLoader } from '../captcha/loader';

/** FB.login's answer (developers.facebook.com/docs/reference/javascript/FB.login). */
export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string; userID?: string } | null;
}

/** The part of the FB object this site uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean; cookie?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope?: string }): void;
}

export type FacebookTokenResult =
  | { kind: 'token'; accessToken: string }
  /** The member closed the dialog or refused the app: nothing to say (C92). */
  | { kind: 'cancelled' };

const LOGIN_SCOPE = 'public_profile,email';

/** One FB.login for the merchant's app: its access token, or cancelled. */
export function facebookAccessToken(sdk: FacebookSdk, appId: string): Promise<FacebookTokenResult> {
  sdk.init({ appId, version: FACEBOOK_SDK_VERSION, xfbml: false, cookie: false });
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const accessToken = response.status === 'connected' ? response.authResponse?.accessToken : undefined;
        resolve(accessToken ? { kind: 'token', accessToken } : { kind: 'cancelled' });
      },
      { scope: LOGIN_SCOPE },
    );
  });
}

const loadScript: ScriptLoader = createScriptLoader();

/** FB, once its script (the runtime config's, else Facebook's) has loaded; undefined when it cannot. */
export async function loadFacebookSdk(scriptUrl: string | undefined): Promise<FacebookSdk | undefined> {
  await loadScript(scriptUrl || FACEBOOK_SDK_SCRIPT_URL);
  return (window as Window & { FB?: FacebookSdk }).FB;
}
