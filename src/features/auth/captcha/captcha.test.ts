/** The captcha adapter (C10, C20, C48, C55–C61): init with timeout and one retry, show, result, close, busy; provider choice. */
import { describe, expect, it } from 'vitest';
import { GEETEST_SCRIPT_URLS, captchaProviderOf, captchaScriptUrl } from './provider';
import { createCaptchaRunner, type CaptchaRunnerOptions } from './captcha-runner';
import { createScriptLoader } from './loader';
import type { GeetestError, GeetestGlobals } from './geetest-types';
import type { GeetestChallenge } from '../../../shared/contract';
import type { ApiResult } from '../../../shared/errors/result';
import { ManualTimers, err, ok } from '../../../../tests/unit/support/auth-helpers';

type Behaviour = { ready?: boolean; initError?: GeetestError; callback?: boolean };

/** A scripted GeeTest library: each init follows the next behaviour; the test drives success, close and errors. */
class FakeGeetest {
  inits: Record<string, unknown>[] = [];
  behaviours: Behaviour[] = [];
  shown = 0;
  destroyed = 0;
  private handlers: Record<string, ((arg?: unknown) => void) | undefined> = {};
  private validate: unknown = false;

  globals(version: 'v3' | 'v4'): GeetestGlobals {
    const init = (config: Record<string, unknown>, callback: (object: never) => void) => {
      this.inits.push(config);
      const behaviour = this.behaviours.shift() ?? { ready: true };
      if (behaviour.callback === false) return;
      const handlers: Record<string, ((arg?: unknown) => void) | undefined> = {};
      this.handlers = handlers;
      this.validate = false;
      const object: Record<string, unknown> = {
        onReady: (cb: () => void) => ((handlers.ready = cb), object),
        onSuccess: (cb: () => void) => ((handlers.success = cb), object),
        onError: (cb: (e: unknown) => void) => ((handlers.error = cb), object),
        onClose: (cb: () => void) => ((handlers.close = cb), object),
        onFail: (cb: (e: unknown) => void) => ((handlers.fail = cb), object),
        getValidate: () => this.validate,
        reset: () => undefined,
        destroy: () => this.destroyed++,
        [version === 'v3' ? 'verify' : 'showCaptcha']: () => this.shown++,
      };
      callback(object as never);
      queueMicrotask(() => {
        if (behaviour.initError) handlers.error?.(behaviour.initError);
        else if (behaviour.ready !== false) handlers.ready?.();
      });
    };
    return version === 'v3' ? { initGeetest: init as never } : { initGeetest4: init as never };
  }

  succeed(validate: unknown) {
    this.validate = validate;
    this.handlers.success?.();
  }
  close() {
    this.handlers.close?.();
  }
  error(error: GeetestError) {
    this.handlers.error?.(error);
  }
}

/** Lets every pending promise chain settle (the manual timers are not involved). */
const flush = async () => {
  for (let index = 0; index < 3; index++) await new Promise((resolve) => setImmediate(resolve));
};

function setup(version: 'v3' | 'v4', challenges: ApiResult<GeetestChallenge>[] = []) {
  const geetest = new FakeGeetest();
  const timers = new ManualTimers();
  let fetched = 0;
  const options: CaptchaRunnerOptions = {
    version,
    captchaId: 'gt-demo-0001',
    language: 'zh-tw',
    testMode: true,
    timers,
    fetchChallenge: async () => {
      fetched++;
      return challenges.shift() ?? ok({ gt: 'gt-demo-0001', challenge: `ch${fetched}`, newCaptcha: true });
    },
    loadLibrary: async (which) => geetest.globals(which),
  };
  return { geetest, timers, runner: createCaptchaRunner(options), fetched: () => fetched };
}

describe('captcha runner', () => {
  it('v3: fetches a challenge, inits bind with lang and test, and returns challenge + seccode', async () => {
    const { geetest, runner } = setup('v3');
    const pending = runner.verify();
    await flush();
    expect(geetest.inits[0]).toEqual({
      gt: 'gt-demo-0001',
      challenge: 'ch1',
      new_captcha: true,
      product: 'bind',
      lang: 'zh-tw',
      offline: false,
      timeout: 5000,
      test: true,
    });
    expect(geetest.shown).toBe(1);
    geetest.succeed({ geetest_challenge: 'ch1', geetest_validate: 'v', geetest_seccode: 'v|jordan' });
    expect(await pending).toEqual({ ok: true, fields: { geetestChallenge: 'ch1', geetestSeccode: 'v|jordan' } });
    expect(geetest.destroyed).toBe(1);
  });

  it('v4: inits with the captcha id and returns geetestValidateV4 as JSON', async () => {
    const { geetest, runner, fetched } = setup('v4');
    const pending = runner.verify();
    await flush();
    expect(geetest.inits[0]).toMatchObject({ captchaId: 'gt-demo-0001', product: 'bind', language: 'zh-tw', timeout: 5000 });
    geetest.succeed({ lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' });
    const outcome = await pending;
    expect(outcome.ok && JSON.parse(outcome.fields.geetestValidateV4 ?? '')).toEqual({
      captcha_id: 'gt-demo-0001',
      lot_number: 'l',
      captcha_output: 'o',
      pass_token: 'p',
      gen_time: '1',
    });
    expect(fetched()).toBe(0);
  });

  it('closing gives closed (verify_first); a second verify while one runs is busy', async () => {
    const { geetest, runner } = setup('v3');
    const pending = runner.verify();
    expect(runner.verifying).toBe(true);
    expect(await runner.verify()).toEqual({ ok: false, failure: { kind: 'busy' } });
    await flush();
    expect(geetest.inits).toHaveLength(1);
    geetest.close();
    expect(await pending).toEqual({ ok: false, failure: { kind: 'closed' } });
    expect(runner.verifying).toBe(false);
  });

  it('retries once after an init error, then reports the code and msg (C57, C60)', async () => {
    const once = setup('v3', [err('http.error', { status: 500, message: 'HTTP 500' })]);
    const pending = once.runner.verify();
    await flush();
    expect(once.fetched()).toBe(2);
    expect(once.geetest.shown).toBe(1);
    once.geetest.succeed({ geetest_challenge: 'ch2', geetest_validate: 'v', geetest_seccode: 'v|jordan' });
    expect((await pending).ok).toBe(true);

    const twice = setup('v3', [err('http.error', { message: 'HTTP 500' }), err('http.error', { message: 'HTTP 500' })]);
    expect(await twice.runner.verify()).toEqual({ ok: false, failure: { kind: 'error', code: 'http.error', msg: 'HTTP 500' } });
    expect(twice.fetched()).toBe(2);

    const library = setup('v4');
    library.geetest.behaviours = [{ initError: { code: '60500', msg: '' } }, { initError: { code: '60500', msg: '' } }];
    expect(await library.runner.verify()).toEqual({ ok: false, failure: { kind: 'error', code: '60500' } });
    expect(library.geetest.inits).toHaveLength(2);
  });

  it('an init that is not ready within 5,000 ms is an init error, retried once (C56)', async () => {
    const { geetest, runner, timers } = setup('v4');
    geetest.behaviours = [{ ready: false }, { ready: false }];
    const pending = runner.verify();
    await flush();
    timers.run(4_999);
    await flush();
    expect(geetest.inits).toHaveLength(1);
    timers.run(1);
    await flush();
    expect(geetest.inits).toHaveLength(2);
    timers.run(5_000);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'error', code: 'timeout' } });
    expect(geetest.destroyed).toBe(2);
  });

  it('an error while shown ends the verify with that error', async () => {
    const { geetest, runner } = setup('v4');
    const pending = runner.verify();
    await flush();
    geetest.error({ code: '60101', msg: 'bad' });
    expect(await pending).toEqual({ ok: false, failure: { kind: 'error', code: '60101', msg: 'bad' } });
  });

  it('reset drops the prepared challenge and loads a new one (C20); verify uses the preloaded one', async () => {
    const { geetest, runner, fetched } = setup('v3');
    runner.preload();
    await flush();
    expect(fetched()).toBe(1);
    runner.reset();
    await flush();
    expect(fetched()).toBe(2);
    expect(geetest.destroyed).toBe(1);
    const pending = runner.verify();
    await flush();
    expect(fetched()).toBe(2);
    expect(geetest.inits[1]).toMatchObject({ challenge: 'ch2' });
    geetest.succeed({ geetest_challenge: 'ch2', geetest_validate: 'v', geetest_seccode: 'v|jordan' });
    expect((await pending).ok).toBe(true);
  });
});

describe('captcha provider and loader', () => {
  it('chooses the script by configuration', () => {
    expect(captchaProviderOf(null)).toBe('geetest');
    expect(captchaProviderOf({ captchaProvider: 'local' })).toBe('local');
    expect(captchaScriptUrl('geetest', 'v3')).toBe('https://static.geetest.com/static/gt.0.5.0.js');
    expect(captchaScriptUrl('geetest', 'v4')).toBe(GEETEST_SCRIPT_URLS.v4);
    expect(captchaScriptUrl('local', 'v3')).toBe('/__emu/geetest/gt.js');
    expect(captchaScriptUrl('local', 'v4', 'https://api.demo.test/')).toBe('https://api.demo.test/__emu/geetest/gt4.js');
  });

  it('injects a script once, and again after a failed load', async () => {
    const scripts: { src: string; onload?: () => void; onerror?: () => void; remove(): void }[] = [];
    const load = createScriptLoader({
      createScript: () => {
        const script = { src: '', async: false, remove: () => undefined } as unknown as HTMLScriptElement;
        scripts.push(script as never);
        return script;
      },
      append: () => undefined,
    });
    const first = load('/a.js');
    expect(load('/a.js')).toBe(first);
    scripts[0]?.onerror?.();
    await expect(first).rejects.toThrow('/a.js');
    const again = load('/a.js');
    expect(scripts).toHaveLength(2);
    scripts[1]?.onload?.();
    await expect(again).resolves.toBeUndefined();
  });
});
