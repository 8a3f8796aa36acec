/** The page's captcha runner: the configured provider's script, the challenge through the API bridge, real timers. */
import type { GeetestChallenge, RuntimeConfig } from '../../../shared/contract';
import type { ApiResult } from '../../../shared/errors/result';
import { captchaLanguage, captchaVersion } from '../rules/captcha';
import { createCaptchaRunner, type CaptchaRunner } from './captcha-runner';
import type { GeetestGlobals, GeetestRiskGlobals } from './geetest-types';
import { createScriptLoader, type ScriptLoader } from './loader';
import { captchaProviderOf, captchaScriptUrl, riskScriptUrl } from './provider';
import { createRiskRunner, type RiskGate } from './risk-runner';

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

// eslint-disable-next-line no-restricted-syntax -- a cache of loaded script, the same for every runtime
let sharedLoader: ScriptLoader | undefined;

function loader(): ScriptLoader {
  sharedLoader ??= createScriptLoader();
  return sharedLoader;
}

export function createBrowserCaptchaRunner(options: BrowserCaptchaOptions): CaptchaRunner {
  const version = captchaVersion(options.geetestVersion);
  const provider = captchaProviderOf(options.config);
  const load = loader();
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

/** The page's risk check: the configured provider's risk library, initialised with gw.GEETEST_RISK_APP_ID. */
export function createBrowserRiskRunner(options: {
  config: Pick<RuntimeConfig, 'captchaProvider' | 'apiBase'> | null | undefined;
  appId: string;
}): RiskGate {
  const url = riskScriptUrl(captchaProviderOf(options.config), options.config?.apiBase ?? '');
  return createRiskRunner({
    appId: options.appId,
    loadLibrary: async () => {
      await loader()(url);
      return globalThis as unknown as GeetestRiskGlobals;
    },
  });
}
