/**
 * The captcha risk check (spec §3 Login request geetestRisk, §3 Switches GEETESTRISK3; ACCEPTANCE C53, G13, G20): loads
 * the risk library on demand, initialises it with gw.GEETEST_RISK_APP_ID and the scene, and returns
 * {geeToken, scene} for the login. It runs in the background (no challenge is shown), within the captcha network
 * timeout; a failure is a captcha error ('[G] {code} {msg}').
 */
import { CAPTCHA_NETWORK_TIMEOUT_MS } from '../../../shared/constants';
import type { LoginRequest } from '../../../shared/contract';
import type { CaptchaFailure, CaptchaTimers } from './captcha-runner';
import type { GeetestError, GeetestRiskGlobals } from './geetest-types';

export type GeetestRisk = NonNullable<LoginRequest['geetestRisk']>;

export type RiskOutcome = { ok: true; risk: GeetestRisk } | { ok: false; failure: CaptchaFailure };

export interface RiskGate {
  token(scene: string): Promise<RiskOutcome>;
}

export interface RiskRunnerOptions {
  /** gw.GEETEST_RISK_APP_ID */
  appId: string;
  loadLibrary: () => Promise<GeetestRiskGlobals>;
  timers?: CaptchaTimers;
  timeoutMs?: number;
}

class RiskError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
  ) {
    super(`${code} ${msg}`);
  }
}

/** A RiskError, or what the library rejected with ({code, msg} like the captcha's errors). */
function failureOf(error: unknown): CaptchaFailure {
  const record = (typeof error === 'object' && error !== null ? error : {}) as GeetestError;
  const code = record.code ?? record.error_code;
  const msg = record.msg || (error instanceof Error && !(error instanceof RiskError) ? error.message : undefined);
  return { kind: 'error', code: code === undefined ? 'risk' : String(code), ...(msg ? { msg } : {}) };
}

export function createRiskRunner(options: RiskRunnerOptions): RiskGate {
  const timers: CaptchaTimers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  };
  const timeoutMs = options.timeoutMs ?? CAPTCHA_NETWORK_TIMEOUT_MS;

  async function fetchToken(scene: string): Promise<GeetestRisk> {
    if (!options.appId) throw new RiskError('risk.config', 'GEETEST_RISK_APP_ID is not set');
    const globals = await options.loadLibrary();
    const init = globals.initGeetestRisk;
    if (typeof init !== 'function') throw new RiskError('script', 'initGeetestRisk is missing');
    const risk = await new Promise<Parameters<Parameters<typeof init>[1]>[0]>((resolve) =>
      init({ appId: options.appId, scene, timeout: timeoutMs }, resolve),
    );
    const { geeToken } = await risk.getToken();
    if (typeof geeToken !== 'string' || !geeToken) throw new RiskError('risk', 'no token');
    return { geeToken, scene };
  }

  return {
    token(scene) {
      return new Promise<RiskOutcome>((resolve) => {
        let settled = false;
        const settle = (outcome: RiskOutcome) => {
          if (settled) return;
          settled = true;
          timers.clearTimeout(timer);
          resolve(outcome);
        };
        const timer = timers.setTimeout(
          () => settle({ ok: false, failure: { kind: 'error', code: 'timeout', msg: `no answer within ${timeoutMs} ms` } }),
          timeoutMs,
        );
        fetchToken(scene).then(
          (risk) => settle({ ok: true, risk }),
          (error: unknown) => settle({ ok: false, failure: failureOf(error) }),
        );
      });
    },
  };
}
