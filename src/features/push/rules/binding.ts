/**
 * What the backend knows of this device's push token (spec §3 Push registration; ACCEPTANCE F39, F42–F44, Q93), and
 * when it must be told again: a new or rotated token, a token older than 7 days (replaced first), a login.
 * After a logout (unsubscribeAll) a guest device stays unbound until the next login or grant.
 */
import { PUSH_TOKEN_REFRESH_MS } from '../../../shared/constants';

export interface PushBinding {
  token: string;
  /** When this token was first obtained (ms): the 7-day refresh counts from here. */
  createdAt: number;
  /** The member the token was last bound for; null for a guest. */
  memberId: string | null;
  topic: string;
  /** False after CSP_fcmUnsubscribe {unsubscribeAll:true}. */
  active: boolean;
}

export function tokenExpired(binding: Pick<PushBinding, 'createdAt'> | null, now: number): boolean {
  return !!binding && now - binding.createdAt >= PUSH_TOKEN_REFRESH_MS;
}

export interface BindInput {
  binding: PushBinding | null;
  token: string;
  memberId: string | null;
  topic: string;
  /** The member has just granted the permission: bind whatever was before. */
  granted?: boolean;
}

export function needsBind({ binding, token, memberId, topic, granted }: BindInput): boolean {
  if (!binding || granted) return true;
  if (!binding.active) return memberId !== null;
  return binding.token !== token || binding.topic !== topic || (memberId !== null && binding.memberId !== memberId);
}

/** Parses a stored binding; anything malformed counts as none. */
export function parseBinding(raw: string | null): PushBinding | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PushBinding>;
    if (typeof value.token !== 'string' || !value.token || typeof value.createdAt !== 'number') return null;
    return {
      token: value.token,
      createdAt: value.createdAt,
      memberId: typeof value.memberId === 'string' ? value.memberId : null,
      topic: typeof value.topic === 'string' ? value.topic : '',
      active: value.active !== false,
    };
  } catch {
    return null;
  }
}
