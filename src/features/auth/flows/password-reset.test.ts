import { describe, expect, it } from 'vitest';
import { createProcessingLock } from '../rules/processing-lock';
import { hasProblems as hasResetProblems, resetFailureDisplay, resetFormProblems } from '../rules/password-reset';
import { resetPassword } from './password-reset';
import { endpoints } from '../../../shared/contract';
import { err, FakeApi, ManualTimers, ok } from '../../../../tests/unit/support/auth-helpers';

const FILLED = { mobile: '0917 000 0001', code: '123456', password: 'Reset#123', confirm: 'Reset#123' };

describe('forgot-password form rules', () => {
  it('accepts a filled form', () => {
    const problems = resetFormProblems(FILLED);
    expect(problems).toEqual({});
    expect(hasResetProblems(problems)).toBe(false);
  });

  it('names each missing or malformed field', () => {
    expect(resetFormProblems({ mobile: ' ', code: '', password: '', confirm: '' })).toEqual({
      mobile: 'missing',
      code: 'missing',
      password: 'short',
    });
    expect(resetFormProblems({ ...FILLED, mobile: '12345', code: '12ab56' })).toEqual({ mobile: 'invalid', code: 'invalid' });
    expect(hasResetProblems({ code: 'invalid' })).toBe(true);
  });

  it('uses the change-password rules: 6 to 64 characters, confirmed', () => {
    expect(resetFormProblems({ ...FILLED, password: '12345', confirm: '12345' })).toEqual({ password: 'short' });
    expect(resetFormProblems({ ...FILLED, password: 'x'.repeat(65), confirm: 'x'.repeat(65) })).toEqual({ password: 'long' });
    expect(resetFormProblems({ ...FILLED, confirm: 'Reset#124' })).toEqual({ confirm: 'mismatch' });
    expect(resetFormProblems({ ...FILLED, password: '123456', confirm: '123456' })).toEqual({});
  });
});

describe('where a failed reset is shown', () => {
  const path = '/wps/member/password/reset';

  it("puts the server's message for a wrong code beside the code", () => {
    expect(resetFailureDisplay({ code: 'verify.code.invalid', message: 'Invalid verification code', path })).toEqual({
      place: 'code',
      message: 'Invalid verification code',
    });
  });

  it("shows other refusals in the dialog, with the server's message or unknown_error", () => {
    expect(resetFailureDisplay({ code: 'not.exists.user', message: 'User does not exist', path })).toEqual({
      place: 'form',
      message: 'User does not exist',
    });
    expect(resetFailureDisplay({ code: 'decrypt.failed', path })).toEqual({ place: 'form', messageKey: 'unknown_error' });
    expect(resetFailureDisplay({ code: 'verify.code.invalid', path })).toEqual({ place: 'form', messageKey: 'unknown_error' });
  });

  it('tells the member about throttling, which the catalogue keeps silent elsewhere', () => {
    expect(resetFailureDisplay({ code: 'TOO_MANY_REQUEST', message: 'Too many requests', path })).toEqual({
      place: 'form',
      message: 'Too many requests',
    });
    expect(resetFailureDisplay({ code: 'TOO_MANY_REQUEST', path })).toEqual({ place: 'form', messageKey: 'too_many_requests' });
  });

  it("leaves the network notice and the rest to the app's presenter", () => {
    expect(resetFailureDisplay({ code: 'network.error', path })).toEqual({ place: 'presenter' });
    expect(resetFailureDisplay({ code: 'aborted', path })).toEqual({ place: 'presenter' });
  });
});

describe('resetPassword flow', () => {
  it('is sent encrypted, without Authorization, by its class (spec §6, W16)', () => {
    expect(endpoints.passwordReset).toMatchObject({
      method: 'POST',
      path: '/wps/member/password/reset',
      login: 'none',
      noAuthHeader: true,
      encrypted: true,
    });
  });

  it('posts the mobile number, its dialing code, the code and the new password', async () => {
    const api = new FakeApi().answer('passwordReset', ok({}));
    const lock = createProcessingLock(new ManualTimers());
    const outcome = await resetPassword(
      { api, lock },
      { mobileNum: ' 9170000001 ', countryDialingCode: '63', verifyCode: ' 123456 ', newPassword: ' Reset#123' },
    );
    expect(outcome).toEqual({ kind: 'reset' });
    expect(api.called('passwordReset')).toEqual([
      {
        name: 'passwordReset',
        payload: { countryDialingCode: '63', mobileNum: '9170000001', verifyCode: '123456', newPassword: ' Reset#123' },
      },
    ]);
  });

  it('answers the failure, and a second submit while one runs sends nothing', async () => {
    const api = new FakeApi().answer('passwordReset', err('verify.code.invalid', { message: 'Invalid verification code' }));
    const timers = new ManualTimers();
    const lock = createProcessingLock(timers);
    const input = { mobileNum: '9170000001', countryDialingCode: '63', verifyCode: '000000', newPassword: 'Reset#123' };
    const first = resetPassword({ api, lock }, input);
    expect(await resetPassword({ api, lock }, input)).toEqual({ kind: 'ignored' });
    expect(await first).toMatchObject({ kind: 'error', error: { code: 'verify.code.invalid' } });
    expect(api.called('passwordReset')).toHaveLength(1);
    timers.run(500);
    expect(lock.busy).toBe(false);
  });
});
