/** Mobile numbers are kept in national form: digits only, no trunk 0, no dialling code. */

export const MOBILE_PATTERN = /^\d{7,12}$/;

export function nationalMobile(mobile: string, dialingCode: string): string {
  let digits = mobile.replace(/\D/g, '');
  if (mobile.trim().startsWith('+') && digits.startsWith(dialingCode)) digits = digits.slice(dialingCode.length);
  return digits.replace(/^0+/, '');
}

export function isValidMobile(national: string): boolean {
  return MOBILE_PATTERN.test(national);
}
