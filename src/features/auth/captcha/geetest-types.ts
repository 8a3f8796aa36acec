/**
 * The GeeTest browser interfaces the adapter drives (v3 gt.0.5.0.js `initGeetest`, v4 gt4.js `initGeetest4`), as the
 * vendor documents them and as the reference backend's local provider implements them.
 */

export interface GeetestError {
  code?: string | number;
  error_code?: string | number;
  msg?: string;
  desc?: unknown;
}

interface GeetestEvents<Self> {
  onReady(callback: () => void): Self;
  onSuccess(callback: () => void): Self;
  onError(callback: (error: GeetestError) => void): Self;
  onClose(callback: () => void): Self;
  onFail?(callback: (error: GeetestError) => void): Self;
  reset(): void;
  destroy?(): void;
}

export interface GeetestV3Config {
  gt: string;
  challenge: string;
  new_captcha: boolean;
  product: 'bind';
  lang: string;
  offline: boolean;
  timeout: number;
  test?: boolean;
}

export interface GeetestV3Validate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

export interface GeetestV3Object extends GeetestEvents<GeetestV3Object> {
  /** Shows the challenge of the 'bind' product. */
  verify(): void;
  getValidate(): GeetestV3Validate | false | undefined;
}

export interface GeetestV4Config {
  captchaId: string;
  product: 'bind';
  language: string;
  timeout: number;
  test?: boolean;
}

export interface GeetestV4Validate {
  captcha_id?: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export interface GeetestV4Object extends GeetestEvents<GeetestV4Object> {
  showCaptcha(): void;
  getValidate(): GeetestV4Validate | false | undefined;
}

export type InitGeetest = (config: GeetestV3Config, callback: (captcha: GeetestV3Object) => void) => void;
export type InitGeetest4 = (config: GeetestV4Config, callback: (captcha: GeetestV4Object) => void) => void;

export interface GeetestGlobals {
  initGeetest?: InitGeetest;
  initGeetest4?: InitGeetest4;
}

/**
 * The risk check (GEETESTRISK3): `initGeetestRisk({appId, scene, timeout}, callback)` hands an object whose
 * getToken() resolves with the device's risk token for the scene, or rejects with a GeetestError.
 */
export interface GeetestRiskConfig {
  appId: string;
  scene: string;
  timeout: number;
}

export interface GeetestRiskObject {
  getToken(): Promise<{ geeToken: string }>;
}

export type InitGeetestRisk = (config: GeetestRiskConfig, callback: (risk: GeetestRiskObject) => void) => void;

export interface GeetestRiskGlobals {
  initGeetestRisk?: InitGeetestRisk;
}
