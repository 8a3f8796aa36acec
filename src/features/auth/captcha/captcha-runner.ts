/**
 * The captcha adapter (spec §4 Captcha, §5, §8, §9; ACCEPTANCE C10, C20, C48, C49, C55–C61): loads the library on
 * demand, initialises it (v3 with a challenge from GET /wps/captcha/geetest, v4 with the captcha id), shows the 'bind'
 * challenge and turns its events into one outcome. Init has a 5,000 ms network timeout and one second attempt after an
 * error; a second verify while one is running is refused ('verify geetest too fast'); closing gives verify_first.
 */
import { CAPTCHA_INIT_RETRIES, CAPTCHA_NETWORK_TIMEOUT_MS } from '../../../shared/constants';
import type { GeetestChallenge } from '../../../shared/contract';
import type { ApiResult } from '../../../shared/errors/result';
import { type CaptchaFields, type CaptchaVersion } from '../rules/captcha';
import type { GeetestError, GeetestGlobals, GeetestV3Object, GeetestV4Object } from './geetest-types';

export type CaptchaFailure =
  { kind: 'closed' } | { kind: 'busy' } | { kind: 'unsupported' } | { kind: 'error'; code: string; msg?: string };

export type CaptchaOutcome = { ok: true; fields: CaptchaFields } | { ok: false; failure: CaptchaFailure };

export interface CaptchaRunner {
  /** Shows a challenge and resolves with its result; never rejects. */
  verify(): Promise<CaptchaOutcome>;
  /** Starts initialising the next challenge so that it is ready when needed. */
  preload(): void;
  /** Drops the current challenge and loads a fresh one (after a failed submit, §4 Registration). */
  reset(): void;
  destroy(): void;
  readonly verifying: boolean;
}

export interface CaptchaTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface CaptchaRunnerOptions {
  version: CaptchaVersion;
  /** gw.GEETEST_ID: the v4 captcha id. */
  captchaId: string;
  /** From captchaLanguage(). */
  language: string;
  /** GEETESTTEST3 (Q38). */
  testMode?: boolean;
  /** GET /wps/captcha/geetest?t=<ms>, for v3. */
  fetchChallenge: () => Promise<ApiResult<GeetestChallenge>>;
  /** Loads the version's library and returns its globals. */
  loadLibrary: (version: CaptchaVersion) => Promise<GeetestGlobals>;
  timers?: CaptchaTimers;
  timeoutMs?: number;
  retries?: number;
}

type Handlers = {
  ready?: () => void;
  success?: () => void;
  close?: () => void;
  error?: (error: GeetestError) => void;
};

interface Instance {
  show(): void;
  result(): CaptchaFields | null;
  handlers: Handlers;
  destroy(): void;
}

class InitError extends Error {
  constructor(
    readonly code: string,
    readonly msg?: string,
  ) {
    super(`${code} ${msg ?? ''}`);
  }
}

function errorOf(error: GeetestError | undefined): InitError {
  const code = error?.code ?? error?.error_code;
  return new InitError(code === undefined ? 'unknown' : String(code), error?.msg || undefined);
}

function wire<T extends GeetestV3Object | GeetestV4Object>(object: T, handlers: Handlers): void {
  object.onReady(() => handlers.ready?.());
  object.onSuccess(() => handlers.success?.());
  object.onError((error) => handlers.error?.(error));
  object.onClose(() => handlers.close?.());
}

export function createCaptchaRunner(options: CaptchaRunnerOptions): CaptchaRunner {
  const timers: CaptchaTimers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  };
  const timeoutMs = options.timeoutMs ?? CAPTCHA_NETWORK_TIMEOUT_MS;
  const retries = options.retries ?? CAPTCHA_INIT_RETRIES;
  let verifying = false;
  let prepared: Promise<Instance> | undefined;
  let destroyed = false;

  async function create(handlers: Handlers): Promise<Instance> {
    const globals = await options.loadLibrary(options.version);
    if (options.version === 'v3') {
      if (typeof globals.initGeetest !== 'function') throw new InitError('script', 'initGeetest is missing');
      const challenge = await options.fetchChallenge();
      if (!challenge.ok) throw new InitError(challenge.error.code, challenge.error.message);
      const object = await new Promise<GeetestV3Object>((resolve) =>
        globals.initGeetest?.(
          {
            gt: challenge.value.gt,
            challenge: challenge.value.challenge,
            new_captcha: challenge.value.newCaptcha,
            product: 'bind',
            lang: options.language,
            offline: false,
            timeout: timeoutMs,
            ...(options.testMode ? { test: true } : {}),
          },
          // Events are wired inside the callback: the library may be ready right after it.
          (captcha) => {
            wire(captcha, handlers);
            resolve(captcha);
          },
        ),
      );
      return {
        handlers,
        show: () => object.verify(),
        result() {
          const validate = object.getValidate();
          if (!validate || !validate.geetest_seccode) return null;
          return { geetestChallenge: validate.geetest_challenge, geetestSeccode: validate.geetest_seccode };
        },
        destroy: () => object.destroy?.(),
      };
    }
    if (typeof globals.initGeetest4 !== 'function') throw new InitError('script', 'initGeetest4 is missing');
    const object = await new Promise<GeetestV4Object>((resolve) =>
      globals.initGeetest4?.(
        {
          captchaId: options.captchaId,
          product: 'bind',
          language: options.language,
          timeout: timeoutMs,
          ...(options.testMode ? { test: true } : {}),
        },
        (captcha) => {
          wire(captcha, handlers);
          resolve(captcha);
        },
      ),
    );
    return {
      handlers,
      show: () => object.showCaptcha(),
      result() {
        const validate = object.getValidate();
        if (!validate || !validate.pass_token) return null;
        const { lot_number, captcha_output, pass_token, gen_time } = validate;
        const captcha_id = validate.captcha_id ?? options.captchaId;
        return { geetestValidateV4: JSON.stringify({ captcha_id, lot_number, captcha_output, pass_token, gen_time }) };
      },
      destroy: () => object.destroy?.(),
    };
  }

  /** One initialisation attempt: script, challenge and onReady within the network timeout. */
  function initOnce(): Promise<Instance> {
    return new Promise<Instance>((resolve, reject) => {
      const handlers: Handlers = {};
      let settled = false;
      let ready = false;
      let instance: Instance | undefined;
      const fail = (error: InitError) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        instance?.destroy();
        reject(error);
      };
      // The library may call onReady before init's callback has handed us the object, or after.
      const settleIfReady = () => {
        if (settled || !ready || !instance) return;
        settled = true;
        timers.clearTimeout(timer);
        resolve(instance);
      };
      const timer = timers.setTimeout(() => fail(new InitError('timeout', `no answer within ${timeoutMs} ms`)), timeoutMs);
      handlers.error = (error) => fail(errorOf(error));
      handlers.ready = () => {
        ready = true;
        settleIfReady();
      };
      create(handlers).then(
        (made) => {
          if (settled) return made.destroy();
          instance = made;
          settleIfReady();
        },
        (error: unknown) =>
          fail(
            error instanceof InitError ? error : new InitError('script', error instanceof Error ? error.message : String(error)),
          ),
      );
    });
  }

  async function init(): Promise<Instance> {
    let lastError: InitError | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        return await initOnce();
      } catch (error) {
        lastError = error instanceof InitError ? error : new InitError('unknown', String(error));
      }
    }
    throw lastError ?? new InitError('unknown');
  }

  function take(): Promise<Instance> {
    const instance = prepared ?? init();
    prepared = undefined;
    return instance;
  }

  function discardPrepared() {
    const old = prepared;
    prepared = undefined;
    void old?.then(
      (instance) => instance.destroy(),
      () => undefined,
    );
  }

  return {
    get verifying() {
      return verifying;
    },
    async verify() {
      if (destroyed) return { ok: false, failure: { kind: 'error', code: 'destroyed' } };
      if (verifying) return { ok: false, failure: { kind: 'busy' } };
      verifying = true;
      let instance: Instance | undefined;
      try {
        try {
          instance = await take();
        } catch (error) {
          const init = error as InitError;
          return { ok: false, failure: { kind: 'error', code: init.code, ...(init.msg ? { msg: init.msg } : {}) } };
        }
        const current = instance;
        return await new Promise<CaptchaOutcome>((resolve) => {
          current.handlers.success = () => {
            const fields = current.result();
            resolve(
              fields ? { ok: true, fields } : { ok: false, failure: { kind: 'error', code: 'validate', msg: 'no result' } },
            );
          };
          current.handlers.close = () => resolve({ ok: false, failure: { kind: 'closed' } });
          current.handlers.error = (error) => {
            const init = errorOf(error);
            resolve({ ok: false, failure: { kind: 'error', code: init.code, ...(init.msg ? { msg: init.msg } : {}) } });
          };
          current.show();
        });
      } finally {
        instance?.destroy();
        verifying = false;
      }
    },
    preload() {
      if (destroyed || prepared) return;
      const instance = init();
      instance.catch(() => {
        if (prepared === instance) prepared = undefined;
      });
      prepared = instance;
    },
    reset() {
      discardPrepared();
      this.preload();
    },
    destroy() {
      destroyed = true;
      discardPrepared();
    },
  };
}
