import { describe, expect, it } from 'vitest';
import { classifyFailure, isNoResponse, type FailureContext } from './catalogue';
import type { ApiError } from './result';

const err = (code: string, extra: Partial<ApiError> = {}): ApiError => ({ code, path: '/wps/member/info', ...extra });
const kind = (error: ApiError, context?: FailureContext) => classifyFailure(error, context).kind;

describe('error catalogue (spec §8)', () => {
  const logout = { kind: 'logout', alert: 'please login', redirect: '/m/login', clearSession: true };

  it.each(['CUSTOMER_NOT_LOGIN', 'customer.not.login', 'user.or.token.invalid', 'login.not.session'])(
    '%s logs out, clears the session, alerts "please login" and goes to /m/login',
    (code) => {
      expect(classifyFailure(err(code, { status: 200 }))).toEqual(logout);
    },
  );

  it('HTTP 401 logs out whatever the code', () => {
    expect(classifyFailure(err('http.error', { status: 401 }))).toEqual(logout);
    expect(classifyFailure(err('anything', { status: 401 }), { call: 'memberInfo' })).toEqual(logout);
  });

  it.each(['TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS_IP', 'TOO_MANY_REQUEST_SMS'])('%s is silent (no alert, no logout)', (code) => {
    expect(kind(err(code, { status: 200 }))).toBe('silent');
    expect(kind(err(code, { status: 200 }), { call: 'status' })).toBe('silent');
  });

  it('HTTP 502 is rejected silently, even with an errorCode that would log out', () => {
    expect(kind(err('http.error', { status: 502 }))).toBe('silent');
    expect(kind(err('CUSTOMER_NOT_LOGIN', { status: 502 }))).toBe('silent');
  });

  it('a silent call shows nothing, whatever the failure', () => {
    for (const error of [
      err('qa.err', { message: 'Boom', status: 200 }),
      err('network.error'),
      err('CUSTOMER_NOT_LOGIN', { status: 401 }),
    ]) {
      expect(kind(error, { silent: true })).toBe('silent');
    }
  });

  it('a call the page aborted is silent', () => {
    expect(kind(err('aborted'))).toBe('silent');
  });

  describe('status check', () => {
    it('domain_not_available opens the domain-unavailable popup', () => {
      expect(kind(err('domain_not_available', { status: 200 }), { call: 'status' })).toBe('domainUnavailable');
      expect(kind(err('domain_not_available', { status: 200 }), { call: 'memberInfo' })).toBe('alert');
    });

    it('another errorCode shows a notice with the server message, or "Internet lost, please refresh the page"', () => {
      expect(classifyFailure(err('site.maintenance', { status: 200, message: 'Down' }), { call: 'status' })).toEqual({
        kind: 'notice',
        message: 'Down',
      });
      expect(classifyFailure(err('site.maintenance', { status: 200 }), { call: 'status' })).toEqual({
        kind: 'notice',
        message: 'Internet lost, please refresh the page',
      });
    });

    it('no response shows the network notice, or the internet-lost notice over a non-http protocol', () => {
      expect(classifyFailure(err('network.error'), { call: 'status' })).toEqual({
        kind: 'networkNotice',
        message: 'Network Error / CORS Errors',
      });
      expect(classifyFailure(err('network.error'), { call: 'status', nonHttpProtocol: true })).toEqual({
        kind: 'notice',
        message: 'Internet lost, please refresh the page',
      });
    });
  });

  it.each(['network.error', 'ECONNABORTED', 'worker.unavailable'])(
    '%s without a response shows "Network Error / CORS Errors"',
    (code) => {
      expect(classifyFailure(err(code))).toEqual({ kind: 'networkNotice', message: 'Network Error / CORS Errors' });
    },
  );

  it('ECONNABORTED on a game launch asks to retry instead', () => {
    const retry = { kind: 'timeoutRetry', messageKey: 'timeout_retry_please' };
    expect(classifyFailure(err('ECONNABORTED'), { call: 'launchGame' })).toEqual(retry);
    expect(classifyFailure(err('ECONNABORTED'), { call: 'gameTrialLaunch' })).toEqual(retry);
    expect(kind(err('network.error'), { call: 'launchGame' })).toBe('networkNotice');
  });

  it('token_ip_different turns off auto login', () => {
    expect(
      classifyFailure(err('token_ip_different', { status: 200, message: 'IP changed' }), { call: 'login', autoLogin: true }),
    ).toEqual({
      kind: 'disableAutoLogin',
      message: 'IP changed',
    });
    expect(classifyFailure(err('token_ip_different', { status: 200 }))).toEqual({ kind: 'disableAutoLogin' });
  });

  it('login.cred.err and not.exists.user on auto login remove the remembered credentials', () => {
    expect(classifyFailure(err('login.cred.err', { status: 200, message: 'Wrong' }), { call: 'login', autoLogin: true })).toEqual(
      {
        kind: 'forgetCredentials',
        code: 'login.cred.err',
        message: 'Wrong',
      },
    );
    expect(kind(err('not.exists.user', { status: 200 }), { call: 'login', autoLogin: true })).toBe('forgetCredentials');
  });

  it('login.cred.err on a manual login is a plain alert', () => {
    expect(classifyFailure(err('login.cred.err', { status: 200, message: 'Wrong' }), { call: 'login' })).toEqual({
      kind: 'alert',
      message: 'Wrong',
    });
  });

  it('login_verify_required opens the verification dialog with its value', () => {
    const value = { verifyToken: 'v1', email: 'a***@x.test' };
    expect(classifyFailure(err('login_verify_required', { status: 200, value }), { call: 'login' })).toEqual({
      kind: 'verifyDialog',
      value,
    });
  });

  it('bind_customer_required, and not.exists.user on a LINE login, open the register-or-choose flow', () => {
    expect(classifyFailure(err('bind_customer_required', { status: 200 }), { call: 'login' })).toEqual({
      kind: 'bindOrRegister',
      code: 'bind_customer_required',
    });
    expect(classifyFailure(err('not.exists.user', { status: 200 }), { call: 'loginLine', line: true })).toEqual({
      kind: 'bindOrRegister',
      code: 'not.exists.user',
    });
    expect(classifyFailure(err('not.exists.user', { status: 200, message: 'No user' }), { call: 'login' })).toEqual({
      kind: 'alert',
      message: 'No user',
    });
  });

  it('other failures alert the server message, or unknown_error without one', () => {
    expect(classifyFailure(err('qa.err', { status: 200, message: 'Boom' }))).toEqual({ kind: 'alert', message: 'Boom' });
    expect(classifyFailure(err('qa.err', { status: 200 }))).toEqual({ kind: 'alert', messageKey: 'unknown_error' });
    expect(classifyFailure(err('http.error', { status: 500 }))).toEqual({ kind: 'alert', messageKey: 'unknown_error' });
    expect(classifyFailure(err('http.redirect', { status: 302 }))).toEqual({ kind: 'alert', messageKey: 'unknown_error' });
  });

  it('client-side rejections alert their message: url is null, encryption failure', () => {
    expect(classifyFailure(err('url.is.null', { message: 'url is null', path: '' }))).toEqual({
      kind: 'alert',
      message: 'url is null',
    });
    expect(
      classifyFailure(err('encryption.failed', { message: 'RSA encryption failed: invalid public key' }), { call: 'login' }),
    ).toEqual({
      kind: 'alert',
      message: 'RSA encryption failed: invalid public key',
    });
  });

  it('a registration error alerts the server message; line_invalid_token also clears the stored LINE token', () => {
    expect(classifyFailure(err('username.exists', { status: 200, message: 'Taken' }), { call: 'register' })).toEqual({
      kind: 'alert',
      message: 'Taken',
    });
    expect(
      classifyFailure(err('line_invalid_token', { status: 200, message: 'Bad LINE' }), {
        call: 'registerAutoUsername',
        line: true,
      }),
    ).toEqual({
      kind: 'alert',
      message: 'Bad LINE',
      clearLineSessionToken: true,
    });
  });

  it('isNoResponse is true only for client codes without a status', () => {
    expect(isNoResponse(err('network.error'))).toBe(true);
    expect(isNoResponse(err('network.error', { status: 500 }))).toBe(false);
    expect(isNoResponse(err('qa.err'))).toBe(false);
  });
});
