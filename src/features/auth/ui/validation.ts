/**
 * The client-side checks of the auth forms, mirroring what the reference backend accepts (so the member learns at
 * once, not after a round trip): username 4–16 letters, digits or underscores; password 6–64 characters; a mobile
 * number of 7–12 digits (spaces, dashes and a leading 0 allowed).
 */
import type { PasswordProblem } from '../../../platform/forms';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,16}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value.trim());
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
}

/** The national number's digits: separators and leading zeros removed. */
export function mobileDigits(value: string): string {
  return value.replace(/[\s().-]/g, '').replace(/^0+/, '');
}

export function isValidMobileInput(value: string): boolean {
  return /^\d{7,12}$/.test(mobileDigits(value));
}

export type { PasswordProblem };

export function newPasswordProblem(password: string, confirm: string): PasswordProblem {
  if (password.length < PASSWORD_MIN) return 'short';
  if (password.length > PASSWORD_MAX) return 'long';
  if (password !== confirm) return 'mismatch';
  return null;
}

/** The second factor is a 6-digit code (e-mail, SMS or authenticator). */
export const SECOND_FACTOR_CODE_LENGTH = 6;

export function isSecondFactorCode(value: string): boolean {
  return new RegExp(`^\\d{${SECOND_FACTOR_CODE_LENGTH}}$`).test(value.trim());
}
