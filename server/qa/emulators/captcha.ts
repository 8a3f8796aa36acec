/**
 * The local provider's browser side: gt.js (`initGeetest`) and gt4.js (`initGeetest4`) with the vendor's object
 * interface (onReady, onSuccess, onFail, onError, onClose, verify / showCaptcha, getValidate, reset, destroy). The
 * challenge is a small accessible dialog with a Verify and a Close button. QA modes (success, fail, close, error with
 * code and msg, delayMs, auto) come from the QA surface (PUT /__qa/captcha) or a `geetest_emu` cookie holding the same
 * JSON, which wins for that browser.
 */
import { readCookie } from '../../../src/shared/cookies';

export type CaptchaEmuModeName = 'success' | 'fail' | 'close' | 'error';

export interface CaptchaEmuMode {
  mode: CaptchaEmuModeName;
  /** onError code and msg in mode 'error'. */
  code?: string;
  msg?: string;
  /** Delay of the init answer: beyond 5,000 ms the page's adapter reports an init timeout. */
  delayMs?: number;
  /** Solve as soon as the challenge is shown (no click). */
  auto?: boolean;
}

export const CAPTCHA_EMU_COOKIE = 'geetest_emu';
export const DEFAULT_CAPTCHA_EMU_MODE: CaptchaEmuMode = { mode: 'success' };
const MAX_DELAY_MS = 60_000;
const MODES: readonly string[] = ['success', 'fail', 'close', 'error'];

/** A mode from untrusted JSON (the cookie or the QA body); undefined when it is not one. */
export function parseCaptchaEmuMode(value: unknown): CaptchaEmuMode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.mode !== 'string' || !MODES.includes(record.mode)) return undefined;
  const mode: CaptchaEmuMode = { mode: record.mode as CaptchaEmuModeName };
  if (typeof record.code === 'string') mode.code = record.code.slice(0, 64);
  if (typeof record.msg === 'string') mode.msg = record.msg.slice(0, 256);
  if (typeof record.delayMs === 'number' && record.delayMs > 0) mode.delayMs = Math.min(Math.floor(record.delayMs), MAX_DELAY_MS);
  if (record.auto === true) mode.auto = true;
  return mode;
}

export function modeFromCookie(cookieHeader: string | undefined): CaptchaEmuMode | undefined {
  const raw = readCookie(cookieHeader ?? '', CAPTCHA_EMU_COOKIE);
  if (raw === undefined) return undefined;
  try {
    return parseCaptchaEmuMode(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export class CaptchaEmuStore {
  private current: CaptchaEmuMode = DEFAULT_CAPTCHA_EMU_MODE;
  get(): CaptchaEmuMode {
    return this.current;
  }
  set(mode: CaptchaEmuMode): void {
    this.current = mode;
  }
  clear(): void {
    this.current = DEFAULT_CAPTCHA_EMU_MODE;
  }
}

/** The widget script for v3 (initGeetest, `verify()`) or v4 (initGeetest4, `showCaptcha()`). */
export function captchaScript(version: 3 | 4): string {
  return `/* Local GeeTest v${version} provider of the WPS reference backend. */
(function () {
  'use strict';
  var VERSION = ${version};
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : '';
  function init(config, callback) {
    var handlers = {};
    var validate = null;
    var dialog = null;
    var mode = null;
    var destroyed = false;
    function emit(name, arg) { if (!destroyed && typeof handlers[name] === 'function') handlers[name](arg); }
    function hide() { if (dialog && dialog.parentNode) dialog.parentNode.removeChild(dialog); dialog = null; }
    function query() {
      var params = new URLSearchParams();
      params.set('v', String(VERSION));
      if (VERSION === 3) { params.set('gt', config.gt || ''); params.set('challenge', config.challenge || ''); }
      else params.set('captcha_id', config.captchaId || '');
      params.set('lang', config.lang || config.language || 'en');
      if (config.test) params.set('test', '1');
      return params.toString();
    }
    function solve() {
      var body = VERSION === 3 ? { v: 3, gt: config.gt, challenge: config.challenge } : { v: 4, captcha_id: config.captchaId };
      fetch(base + '/__emu/geetest/verify', {
        method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
      }).then(function (response) { return response.json(); }).then(function (answer) {
        if (answer.fail) { emit('fail', { code: 'fail', msg: 'verification failed, try again' }); return; }
        validate = answer.value;
        hide();
        emit('success');
      }, function (error) { hide(); emit('error', { code: 'network', msg: String(error) }); });
    }
    function show() {
      if (destroyed || !mode) return;
      if (mode.mode === 'close') { setTimeout(function () { emit('close'); }, 0); return; }
      hide();
      dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'geetest-emu-title');
      dialog.setAttribute('data-testid', 'geetest-emu');
      dialog.setAttribute('data-version', String(VERSION));
      dialog.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#111;border-radius:8px;padding:20px;min-width:240px;display:flex;flex-direction:column;gap:12px;font:16px sans-serif';
      var title = document.createElement('h2');
      title.id = 'geetest-emu-title';
      title.textContent = 'Security check';
      title.style.cssText = 'margin:0;font-size:18px';
      var verify = document.createElement('button');
      verify.type = 'button';
      verify.textContent = 'Verify';
      verify.setAttribute('data-testid', 'geetest-emu-verify');
      verify.addEventListener('click', solve);
      var close = document.createElement('button');
      close.type = 'button';
      close.textContent = 'Close';
      close.setAttribute('aria-label', 'Close the security check');
      close.setAttribute('data-testid', 'geetest-emu-close');
      close.addEventListener('click', function () { hide(); emit('close'); });
      dialog.addEventListener('keydown', function (event) { if (event.key === 'Escape') { hide(); emit('close'); } });
      box.appendChild(title); box.appendChild(verify); box.appendChild(close);
      dialog.appendChild(box);
      document.body.appendChild(dialog);
      verify.focus();
      if (mode.auto) solve();
    }
    var captcha = {
      onReady: function (cb) { handlers.ready = cb; return captcha; },
      onSuccess: function (cb) { handlers.success = cb; return captcha; },
      onFail: function (cb) { handlers.fail = cb; return captcha; },
      onError: function (cb) { handlers.error = cb; return captcha; },
      onClose: function (cb) { handlers.close = cb; return captcha; },
      getValidate: function () { return validate || false; },
      reset: function () { validate = null; hide(); },
      destroy: function () { hide(); destroyed = true; }
    };
    if (VERSION === 3) captcha.verify = show; else captcha.showCaptcha = show;
    callback(captcha);
    fetch(base + '/__emu/geetest/init?' + query(), { credentials: 'include' })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        mode = answer.value || { mode: 'success' };
        if (mode.mode === 'error') emit('error', { code: mode.code || '60500', msg: mode.msg || '' });
        else emit('ready');
      }, function (error) { emit('error', { code: 'network', msg: String(error) }); });
  }
  window[VERSION === 3 ? 'initGeetest' : 'initGeetest4'] = init;
})();
`;
}

/**
 * The risk library (GEETESTRISK3): `initGeetestRisk({appId, scene, timeout}, callback)` hands an object whose
 * getToken() asks the provider for the device's token for that app id and scene. No UI. In QA mode 'error' it rejects
 * with {code, msg}; delayMs delays the answer.
 */
export function riskScript(): string {
  return `/* Local GeeTest risk provider of the WPS reference backend. */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : '';
  window.initGeetestRisk = function (config, callback) {
    var risk = {
      getToken: function () {
        var params = new URLSearchParams();
        params.set('app_id', config.appId || '');
        params.set('scene', config.scene || '');
        return fetch(base + '/__emu/geetest/risk/token?' + params.toString(), { credentials: 'include' })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            if (!answer.success) throw { code: answer.errorCode || 'risk', msg: answer.message || '' };
            return answer.value;
          });
      }
    };
    callback(risk);
  };
})();
`;
}
