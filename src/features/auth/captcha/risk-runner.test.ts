/** The risk check under GEETESTRISK3 (ACCEPTANCE C53, G13, G20): the adapter and the login flow's use of it. */
import { describe, expect, it } from 'vitest';
import { createRiskRunner, type RiskGate, type RiskOutcome } from './risk-runner';
import { login } from '../flows/login';
import { needsRiskToken, RISK_SCENE_LOGIN } from '../rules/captcha';
import { riskScriptUrl } from './provider';
import type { GeetestRiskGlobals } from './geetest-types';
import { makeDeps, ManualTimers, MEMBER1_INFO, MEMBER1_LOGIN, ok } from '../../../../tests/unit/support/auth-helpers';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function library(answer: (config: { appId: string; scene: string }) => Promise<{ geeToken: string }>) {
  const inits: { appId: string; scene: string; timeout: number }[] = [];
  const globals: GeetestRiskGlobals = {
    initGeetestRisk: (config, callback) => {
      inits.push(config);
      callback({ getToken: () => answer(config) });
    },
  };
  return { globals, inits };
}

class FakeRisk implements RiskGate {
  scenes: string[] = [];
  constructor(private readonly outcome: RiskOutcome) {}
  async token(scene: string) {
    this.scenes.push(scene);
    return this.outcome;
  }
}

describe('risk rules', () => {
  it('a token is needed only under GEETESTRISK3 and when none was supplied', () => {
    expect(needsRiskToken(false)).toBe(false);
    expect(needsRiskToken(true)).toBe(true);
    expect(needsRiskToken(true, { geeToken: '' })).toBe(true);
    expect(needsRiskToken(true, { geeToken: 'g' })).toBe(false);
  });

  it('the local provider serves risk.js from the backend; production loads the vendor library', () => {
    expect(riskScriptUrl('local', 'https://api.demo.test/')).toBe('https://api.demo.test/__emu/geetest/risk.js');
    expect(riskScriptUrl('local')).toBe('/__emu/geetest/risk.js');
    expect(riskScriptUrl('geetest')).toMatch(/^https:\/\/static\.geetest\.com\//);
  });
});

describe('risk runner', () => {
  it('initialises the library with GEETEST_RISK_APP_ID and the scene, and returns {geeToken, scene}', async () => {
    const lib = library(async ({ appId, scene }) => ({ geeToken: `tok-${appId}-${scene}` }));
    const runner = createRiskRunner({ appId: 'risk-demo', loadLibrary: async () => lib.globals, timers: new ManualTimers() });
    expect(await runner.token('login')).toEqual({ ok: true, risk: { geeToken: 'tok-risk-demo-login', scene: 'login' } });
    expect(lib.inits).toEqual([{ appId: 'risk-demo', scene: 'login', timeout: 5000 }]);
  });

  it("the library's error becomes a captcha error with its code and message", async () => {
    const lib = library(() => Promise.reject({ code: 'R42', msg: 'risk down' }));
    const runner = createRiskRunner({ appId: 'a', loadLibrary: async () => lib.globals, timers: new ManualTimers() });
    expect(await runner.token('login')).toEqual({ ok: false, failure: { kind: 'error', code: 'R42', msg: 'risk down' } });
  });

  it('no app id, a missing global or a failed script load are errors, without calling the library', async () => {
    const lib = library(async () => ({ geeToken: 'never' }));
    const noId = createRiskRunner({ appId: '', loadLibrary: async () => lib.globals, timers: new ManualTimers() });
    expect(await noId.token('login')).toMatchObject({ ok: false, failure: { code: 'risk.config' } });
    const noGlobal = createRiskRunner({ appId: 'a', loadLibrary: async () => ({}), timers: new ManualTimers() });
    expect(await noGlobal.token('login')).toMatchObject({ ok: false, failure: { code: 'script' } });
    const noScript = createRiskRunner({
      appId: 'a',
      loadLibrary: () => Promise.reject(new Error('could not load risk.js')),
      timers: new ManualTimers(),
    });
    expect(await noScript.token('login')).toMatchObject({ ok: false, failure: { msg: 'could not load risk.js' } });
    expect(lib.inits).toHaveLength(0);
  });

  it('gives up after the 5,000 ms network timeout', async () => {
    const timers = new ManualTimers();
    const lib = library(() => new Promise(() => undefined));
    const runner = createRiskRunner({ appId: 'a', loadLibrary: async () => lib.globals, timers });
    let outcome: RiskOutcome | undefined;
    void runner.token('login').then((value) => (outcome = value));
    await flush();
    timers.run(4999);
    await flush();
    expect(outcome).toBeUndefined();
    timers.run(1);
    await flush();
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'error', code: 'timeout' } });
  });
});

describe('login under GEETESTRISK3', () => {
  it('carries geetestRisk {geeToken, scene} from the risk check', async () => {
    const risk = new FakeRisk({ ok: true, risk: { geeToken: 'gee', scene: RISK_SCENE_LOGIN } });
    const { deps, api } = makeDeps({ risk });
    deps.switches.GEETESTRISK3 = true;
    api.answer('login', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO));
    expect(await login(deps, { type: 'username', username: 'member1', password: 'p' })).toMatchObject({ kind: 'navigate' });
    expect(risk.scenes).toEqual(['login']);
    expect(api.called('login')[0]?.payload).toMatchObject({ geetestRisk: { geeToken: 'gee', scene: 'login' } });
  });

  it('without the switch there is no risk call and no geetestRisk field (G20)', async () => {
    const risk = new FakeRisk({ ok: true, risk: { geeToken: 'gee', scene: 'login' } });
    const { deps, api } = makeDeps({ risk });
    api.answer('login', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO));
    await login(deps, { type: 'username', username: 'member1', password: 'p' });
    expect(risk.scenes).toEqual([]);
    expect(api.called('login')[0]?.payload).not.toHaveProperty('geetestRisk');
  });

  it('a failed risk check is a captcha failure and sends no login', async () => {
    const risk = new FakeRisk({ ok: false, failure: { kind: 'error', code: 'R42', msg: 'risk down' } });
    const { deps, api } = makeDeps({ risk });
    deps.switches.GEETESTRISK3 = true;
    expect(await login(deps, { type: 'username', username: 'member1', password: 'p' })).toEqual({
      kind: 'captcha',
      failure: { kind: 'error', code: 'R42', msg: 'risk down' },
    });
    expect(api.called('login')).toHaveLength(0);
  });

  it('a supplied risk result is sent as it is', async () => {
    const risk = new FakeRisk({ ok: true, risk: { geeToken: 'fresh', scene: 'login' } });
    const { deps, api } = makeDeps({ risk });
    deps.switches.GEETESTRISK3 = true;
    api.answer('login', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO));
    await login(deps, {
      type: 'username',
      username: 'member1',
      password: 'p',
      geetestRisk: { geeToken: 'given', scene: 'login' },
    });
    expect(risk.scenes).toEqual([]);
    expect(api.called('login')[0]?.payload).toMatchObject({ geetestRisk: { geeToken: 'given' } });
  });
});
