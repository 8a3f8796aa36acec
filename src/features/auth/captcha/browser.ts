/** The page's captcha runner: the configured provider's script, the challenge through the API bridge, real timers. */
import type { GeetestChallenge, RuntimeConfig } from '../../../shared/contract';
import type { ApiResult } from '../../../shared/errors/result';
import { captchaLanguage, captchaVersion } from '../rules/captcha';
import { createCaptchaRunner, type CaptchaRunner } from './captcha-runner';
import type { GeetestGlobals } from './geetest-types';
import { createScriptLoader, type ScriptLoader } from './loader';
import { captchaProviderOf, captchaScriptUrl } from './provider';

export interface BrowserCaptchaOptions {
  /** The runtime config (/m/config.json): captchaProvider and apiBase. */
  config: Pick<RuntimeConfig, 'captchaProvider' | 'apiBase'> | null | undefined;
  /** gw.GEETEST_VERSION and gw.GEETEST_ID of the site settings. */
  geetestVersion?: string;
  geetestId: string;
  /** The app language code (EN, CN, TW, ...). */
  appLanguage: string;
  /** GEETESTTEST3 */
  testMode?: boolean;
  fetchChallenge: () => Promise<ApiResult<GeetestChallenge>>;
}

let sharedLoader: ScriptLoader | undefined;

export function createBrowserCaptchaRunner(options: BrowserCaptchaOptions): CaptchaRunner {
  const version = captchaVersion(options.geetestVersion);
  const provider = captchaProviderOf(options.config);
  sharedLoader ??= createScriptLoader();
  const load = sharedLoader;
  return createCaptchaRunner({
    version,
    captchaId: options.geetestId,
    language: captchaLanguage(options.appLanguage, version, navigator.language),
    testMode: options.testMode,
    fetchChallenge: options.fetchChallenge,
    loadLibrary: async (which) => {
      await load(captchaScriptUrl(provider, which, options.config?.apiBase ?? ''));
      return globalThis as unknown as GeetestGlobals;
    },
  });
}
