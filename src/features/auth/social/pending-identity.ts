/**
 * The social identity a login or registration is waiting to use (spec §3 Line login value, Telegram settings; §4
 * Registration step 3, Social login; ACCEPTANCE C12, C14, C19, C98, C102, C104): the LINE session token with its
 * profile, the Telegram auth data, or a Firebase id token with its channel (Google). It is held in the tab's sessionStorage (it must survive the trip to LINE and the
 * way to /m/register, and nothing longer) under the keys the spec names, and removed once used or refused.
 */
import type { SocialRegistration } from '../rules/register-payload';
import type { LineTrip } from './line';
import { parseLineTrip } from './line';

export const LINE_SESSION_TOKEN_KEY = 'lineSessionToken';
export const LINE_PROFILE_KEY = 'lineProfile';
export const TELEGRAM_AUTH_KEY = 'telegramAuth';
/** JSON {firebaseChannel, firebaseIdToken}: a Firebase sign-in (Google) waiting for its account (C76, Q44). */
export const FIREBASE_IDENTITY_KEY = 'firebaseIdentity';
export const LINE_TRIP_KEY = 'lineLoginTrip';
/** Set when the member chose to log in to an existing account: that login binds the identity (C89, Q10). */
export const SOCIAL_LINKING_KEY = 'socialLinking';

/** The firebaseChannel values of a login through Firebase (Q44). */
export type FirebaseChannel = 'GOOGLE' | 'FACEBOOK' | 'TWITTER' | 'SMS';

export type SocialIdentity =
  | { channel: 'line'; lineSessionToken: string; name: string; picture: string }
  | { channel: 'telegram'; telegramAuth: string }
  | { channel: 'firebase'; firebaseChannel: FirebaseChannel; firebaseIdToken: string };

export type SocialChannel = SocialIdentity['channel'];

/** The providers' own names (brand names, shown as they are in every language). */
export const FIREBASE_PROVIDER_NAMES: Record<FirebaseChannel, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  TWITTER: 'Twitter',
  SMS: 'Firebase',
};

/** The provider's own name for the identity's account. */
export function socialProviderName(identity: SocialIdentity): string {
  if (identity.channel === 'line') return 'LINE';
  if (identity.channel === 'telegram') return 'Telegram';
  return FIREBASE_PROVIDER_NAMES[identity.firebaseChannel];
}

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
  const clearFirebase = () => {
    write(FIREBASE_IDENTITY_KEY, null);
    write(SOCIAL_LINKING_KEY, null);
  };
  const get = (): SocialIdentity | null => {
    const lineSessionToken = read(LINE_SESSION_TOKEN_KEY);
    if (lineSessionToken) {
      const profile = parseProfile(read(LINE_PROFILE_KEY));
      return { channel: 'line', lineSessionToken, ...profile };
    }
    const telegramAuth = read(TELEGRAM_AUTH_KEY);
    if (telegramAuth) return { channel: 'telegram', telegramAuth };
    return parseFirebaseIdentity(read(FIREBASE_IDENTITY_KEY));
  };
  return {
    get,
    set(identity) {
      clearLine();
      clearTelegram();
      clearFirebase();
      if (identity.channel === 'line') {
        write(LINE_SESSION_TOKEN_KEY, identity.lineSessionToken);
        write(LINE_PROFILE_KEY, JSON.stringify({ name: identity.name, picture: identity.picture }));
      } else if (identity.channel === 'telegram') {
        write(TELEGRAM_AUTH_KEY, identity.telegramAuth);
      } else {
        const { firebaseChannel, firebaseIdToken } = identity;
        write(FIREBASE_IDENTITY_KEY, JSON.stringify({ firebaseChannel, firebaseIdToken }));
      }
    },
    clear() {
      clearLine();
      clearTelegram();
      clearFirebase();
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

const FIREBASE_CHANNELS: readonly string[] = ['GOOGLE', 'FACEBOOK', 'TWITTER', 'SMS'] satisfies FirebaseChannel[];

function isFirebaseChannel(value: unknown): value is FirebaseChannel {
  return typeof value === 'string' && FIREBASE_CHANNELS.includes(value);
}

function parseFirebaseIdentity(text: string | null): SocialIdentity | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { firebaseChannel?: unknown; firebaseIdToken?: unknown } | null;
    const firebaseChannel = value?.firebaseChannel;
    const firebaseIdToken = value?.firebaseIdToken;
    return isFirebaseChannel(firebaseChannel) && typeof firebaseIdToken === 'string' && firebaseIdToken
      ? { channel: 'firebase', firebaseChannel, firebaseIdToken }
      : null;
  } catch {
    return null;
  }
}

/** The identity's fields in a registration (C12) or an auto registration (C85). */
export function socialRegistration(identity: SocialIdentity | null): SocialRegistration | undefined {
  if (!identity) return undefined;
  if (identity.channel === 'line') return { lineSessionToken: identity.lineSessionToken };
  if (identity.channel === 'telegram') return { telegramAuth: identity.telegramAuth };
  return { firebaseChannel2: identity.firebaseChannel, firebaseIdToken2: identity.firebaseIdToken };
}

/** The identity's fields in a login: one that logs it in, or a password login that binds it (Q10). */
export function socialLoginFields(
  identity: SocialIdentity,
): { lineSessionToken: string } | { telegramAuth: string } | { firebaseChannel: FirebaseChannel; firebaseIdToken: string } {
  if (identity.channel === 'line') return { lineSessionToken: identity.lineSessionToken };
  if (identity.channel === 'telegram') return { telegramAuth: identity.telegramAuth };
  return { firebaseChannel: identity.firebaseChannel, firebaseIdToken: identity.firebaseIdToken };
}
