/**
 * The social identity a login or registration is waiting to use (spec §3 Line login value, Telegram settings; §4
 * Registration step 3, Social login; ACCEPTANCE C12, C14, C19, C98, C102, C104): the LINE session token with its
 * profile, or the Telegram auth data. It is held in the tab's sessionStorage (it must survive the trip to LINE and the
 * way to /m/register, and nothing longer) under the keys the spec names, and removed once used or refused.
 */
import type { SocialRegistration } from '../rules/register-payload';
import type { LineTrip } from './line';
import { parseLineTrip } from './line';

export const LINE_SESSION_TOKEN_KEY = 'lineSessionToken';
export const LINE_PROFILE_KEY = 'lineProfile';
export const TELEGRAM_AUTH_KEY = 'telegramAuth';
export const LINE_TRIP_KEY = 'lineLoginTrip';
/** Set when the member chose to log in to an existing account: that login binds the identity (C89, Q10). */
export const SOCIAL_LINKING_KEY = 'socialLinking';

export type SocialIdentity =
  { channel: 'line'; lineSessionToken: string; name: string; picture: string } | { channel: 'telegram'; telegramAuth: string };

export type SocialChannel = SocialIdentity['channel'];

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface PendingIdentityStore {
  get(): SocialIdentity | null;
  set(identity: SocialIdentity): void;
  /** Both identities, after a login or registration used one (C14). */
  clear(): void;
  /** The identity waiting to be bound by the next password login, if the member chose that (C89). */
  linking(): SocialIdentity | null;
  startLinking(): void;
  /** line_invalid_token (C19, C98). */
  clearLine(): void;
  /** telegram_validate_failed (C104). */
  clearTelegram(): void;
  takeLineTrip(): LineTrip | null;
  setLineTrip(trip: LineTrip): void;
}

export function pendingIdentityStore(storage: Storage | undefined = tabStorage()): PendingIdentityStore {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Storage full or refused: the identity then lives only as long as the flow that holds it.
    }
  };
  const clearLine = () => {
    write(LINE_SESSION_TOKEN_KEY, null);
    write(LINE_PROFILE_KEY, null);
    write(SOCIAL_LINKING_KEY, null);
  };
  const clearTelegram = () => {
    write(TELEGRAM_AUTH_KEY, null);
    write(SOCIAL_LINKING_KEY, null);
  };
  const get = (): SocialIdentity | null => {
    const lineSessionToken = read(LINE_SESSION_TOKEN_KEY);
    if (lineSessionToken) {
      const profile = parseProfile(read(LINE_PROFILE_KEY));
      return { channel: 'line', lineSessionToken, ...profile };
    }
    const telegramAuth = read(TELEGRAM_AUTH_KEY);
    return telegramAuth ? { channel: 'telegram', telegramAuth } : null;
  };
  return {
    get,
    set(identity) {
      write(SOCIAL_LINKING_KEY, null);
      if (identity.channel === 'line') {
        clearTelegram();
        write(LINE_SESSION_TOKEN_KEY, identity.lineSessionToken);
        write(LINE_PROFILE_KEY, JSON.stringify({ name: identity.name, picture: identity.picture }));
      } else {
        clearLine();
        write(TELEGRAM_AUTH_KEY, identity.telegramAuth);
      }
    },
    clear() {
      clearLine();
      clearTelegram();
    },
    linking: () => (read(SOCIAL_LINKING_KEY) === '1' ? get() : null),
    startLinking: () => write(SOCIAL_LINKING_KEY, '1'),
    clearLine,
    clearTelegram,
    takeLineTrip() {
      const trip = parseLineTrip(read(LINE_TRIP_KEY));
      write(LINE_TRIP_KEY, null);
      return trip;
    },
    setLineTrip(trip) {
      write(LINE_TRIP_KEY, JSON.stringify(trip));
    },
  };
}

function parseProfile(text: string | null): { name: string; picture: string } {
  try {
    const value = JSON.parse(text ?? '{}') as { name?: unknown; picture?: unknown };
    return {
      name: typeof value.name === 'string' ? value.name : '',
      picture: typeof value.picture === 'string' ? value.picture : '',
    };
  } catch {
    return { name: '', picture: '' };
  }
}

/** The identity's fields in a registration (C12) or an auto registration (C85). */
export function socialRegistration(identity: SocialIdentity | null): SocialRegistration | undefined {
  if (!identity) return undefined;
  return identity.channel === 'line' ? { lineSessionToken: identity.lineSessionToken } : { telegramAuth: identity.telegramAuth };
}
