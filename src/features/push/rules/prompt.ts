/**
 * When the notification-permission modal shows (spec §4 Notification permission; ACCEPTANCE F38, Q92): at most once
 * per local calendar day, counted from the stored date of the last close or decision, and only while the browser
 * has not decided (permission 'default') and the merchant has push configured.
 */
import { PUSH_PROMPT_INTERVAL_DAYS } from '../../../shared/constants';

/** The local calendar date of a time, YYYY-MM-DD. */
export function localDate(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole local calendar days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const midnight = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  };
  return Math.round((midnight(to) - midnight(from)) / 86_400_000);
}

export type PermissionState = NotificationPermission | 'unsupported';

export interface PromptInput {
  permission: PermissionState;
  /** The merchant's settings hold a complete push configuration. */
  configured: boolean;
  /** The stored date of the last close, or null. */
  closedOn: string | null;
  now: number;
}

export function shouldPrompt(input: PromptInput): boolean {
  if (input.permission !== 'default' || !input.configured) return false;
  if (!input.closedOn || !/^\d{4}-\d{2}-\d{2}$/.test(input.closedOn)) return true;
  return daysBetween(input.closedOn, localDate(input.now)) >= PUSH_PROMPT_INTERVAL_DAYS;
}
