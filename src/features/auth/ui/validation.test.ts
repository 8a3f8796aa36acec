/** The auth forms' client-side checks mirror what the reference backend accepts (username, password, mobile). */
import { describe, expect, it } from 'vitest';
import { isValidMobileInput, isValidPassword, isValidUsername, mobileDigits, newPasswordProblem } from './validation';

describe('auth form validation', () => {
  it('accepts usernames of 4 to 16 letters, digits or underscores', () => {
    expect(isValidUsername('member1')).toBe(true);
    expect(isValidUsername('a_b1')).toBe(true);
    expect(isValidUsername(' spaced_ok ')).toBe(true);
    expect(isValidUsername('abc')).toBe(false);
    expect(isValidUsername('a'.repeat(17))).toBe(false);
    expect(isValidUsername('bad-name')).toBe(false);
    expect(isValidUsername('名字名字')).toBe(false);
  });

  it('accepts passwords of 6 to 64 characters', () => {
    expect(isValidPassword('Passw0rd!')).toBe(true);
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('x'.repeat(65))).toBe(false);
  });

  it('reads a mobile number with separators and a leading 0 as its national digits', () => {
    expect(mobileDigits('0917 000-0001')).toBe('9170000001');
    expect(isValidMobileInput('0917 000 0001')).toBe(true);
    expect(isValidMobileInput('123456')).toBe(false);
    expect(isValidMobileInput('1234567890123')).toBe(false);
    expect(isValidMobileInput('91700a0001')).toBe(false);
  });

  it('names the first problem of a new password and its confirmation', () => {
    expect(newPasswordProblem('short', 'short')).toBe('short');
    expect(newPasswordProblem('x'.repeat(65), 'x'.repeat(65))).toBe('long');
    expect(newPasswordProblem('Passw0rd!', 'Passw0rd?')).toBe('mismatch');
    expect(newPasswordProblem('Passw0rd!', 'Passw0rd!')).toBeNull();
  });
});
