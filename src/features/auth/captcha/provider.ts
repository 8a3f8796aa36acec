/**
 * Which captcha library the page loads (ARCHITECTURE "third-party adapters"): the vendor's scripts in production, or
 * the reference backend's local provider, which follows the same protocol. The choice is configuration — the runtime
 * config's captchaProvider (/m/config.json) — never a test branch.
 */
import type { RuntimeConfig } from '../../../shared/contract';
import type { CaptchaVersion } from '../rules/captcha';

export type CaptchaProvider = 'geetest' | 'local';

export const GEETEST_SCRIPT_URLS: Readonly<Record<CaptchaVersion, string>> = {
  v3: 'https://static.geetest.com/static/gt.0.5.0.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
};

export const LOCAL_CAPTCHA_SCRIPT_PATHS: Readonly<Record<CaptchaVersion, string>> = {
  v3: '/__emu/geetest/gt.js',
  v4: '/__emu/geetest/gt4.js',
};

/**
 * The risk check's library (GEETESTRISK3). The vendor's address is the merchant's GeeTest risk contract's; the local
 * provider serves the same `initGeetestRisk` interface.
 */
export const GEETEST_RISK_SCRIPT_URL = 'https://static.geetest.com/risk/gt-risk.js';
export const LOCAL_RISK_SCRIPT_PATH = '/__emu/geetest/risk.js';

export function captchaProviderOf(config: Pick<RuntimeConfig, 'captchaProvider'> | null | undefined): CaptchaProvider {
  return config?.captchaProvider === 'local' ? 'local' : 'geetest';
}

/** The script for a provider and version; the local provider hangs from the backend's origin (apiBase, '' = same origin). */
export function captchaScriptUrl(provider: CaptchaProvider, version: CaptchaVersion, apiBase = ''): string {
  if (provider === 'geetest') return GEETEST_SCRIPT_URLS[version];
  return `${apiBase.replace(/\/+$/, '')}${LOCAL_CAPTCHA_SCRIPT_PATHS[version]}`;
}

export function riskScriptUrl(provider: CaptchaProvider, apiBase = ''): string {
  if (provider === 'geetest') return GEETEST_RISK_SCRIPT_URL;
  return `${apiBase.replace(/\/+$/, '')}${LOCAL_RISK_SCRIPT_PATH}`;
}
