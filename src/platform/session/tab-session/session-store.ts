/**
 * Session info (spec §3; ACCEPTANCE C13, C66–C69, Q41, Q43) in sessionStorage, so a session belongs to its tab: a
 * small store with get/subscribe for useSyncExternalStore, guarded writes, and logout that removes everything the
 * session wrote. spanId is the tab's own random id: made once per tab and kept across logins in that tab.
 */
import type { LoginValue, MayaLoginValue, RegisterValue } from '../../../shared/contract';
import { guardedSetItem, type StorageLike } from './session-storage';
import { pageState } from '../../../shared/page-runtime';

export const SESSION_INFO_KEY = 'sessionInfo';
export const SPAN_ID_KEY = 'spanId';
/** The keys written through write(), so that logout can remove them. */
export const SESSION_KEYS_KEY = 'sessionKeys';

export interface SessionInfo {
  spanId: string;
  id: string;
  token: string;
  merchantCode: string;
  userName: string;
  /** customerType */
  type: number;
  firstTimeLogin: boolean;
  /** The third-party (Maya) user of a session exchanged from an entry sessionId (C106, Q8); absent for other logins. */
  thirdPartyUserInfo?: ThirdPartyUserInfo;
  /** The third-party environment of that session: kept alive with it while it is here (Q8, C107). */
  env?: string;
}

export type ThirdPartyUserInfo = MayaLoginValue['thirdPartyUserInfo'];

export type NewSession = Omit<SessionInfo, 'spanId'>;

export interface SessionStore {
  /** The current session info; the same object until it changes (a useSyncExternalStore snapshot). */
  get(): SessionInfo | null;
  token(): string | null;
  subscribe(listener: () => void): () => void;
  /** Stores a new session (the tab's spanId added). False when the write was refused. */
  start(session: NewSession): boolean;
  /** Merges fields into the current session (renewal from member info). False without a session or when refused. */
  update(patch: Partial<NewSession>): boolean;
  /** A guarded write of any session-scoped key; logout removes it. */
  write(key: string, value: string): boolean;
  read(key: string): string | null;
  remove(key: string): void;
  /** Logout: removes the session info and every key written through write(); the spanId stays with the tab. */
  clear(): void;
  /** Session expiry (§4): sessionStorage cleared entirely. */
  clearAll(): void;
}

export interface SessionStoreOptions {
  storage: StorageLike;
  newSpanId?: () => string;
  warn?: (message: string) => void;
  limit?: number;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.token === 'string' && record.token !== '' && typeof record.spanId === 'string';
}

function randomSpanId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage } = options;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached: SessionInfo | null = null;

  const safeGet = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string) => guardedSetItem(storage, key, value, options.limit, options.warn);
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function get(): SessionInfo | null {
    const raw = safeGet(SESSION_INFO_KEY);
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cached = isSessionInfo(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
    return cached;
  }

  function spanId(): string {
    const existing = safeGet(SPAN_ID_KEY);
    if (existing) return existing;
    const made = (options.newSpanId ?? randomSpanId)();
    set(SPAN_ID_KEY, made);
    return made;
  }

  function trackedKeys(): string[] {
    try {
      const parsed: unknown = JSON.parse(safeGet(SESSION_KEYS_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  }

  function writeInfo(info: SessionInfo): boolean {
    const written = set(SESSION_INFO_KEY, JSON.stringify(info));
    if (written) notify();
    return written;
  }

  return {
    get,
    token: () => get()?.token ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(session) {
      return writeInfo({ ...session, spanId: spanId() });
    },
    update(patch) {
      const current = get();
      if (!current) return false;
      return writeInfo({ ...current, ...patch, spanId: current.spanId });
    },
    write(key, value) {
      const keys = trackedKeys();
      if (!keys.includes(key) && !set(SESSION_KEYS_KEY, JSON.stringify([...keys, key]))) return false;
      return set(key, value);
    },
    read: safeGet,
    remove(key) {
      try {
        storage.removeItem(key);
      } catch {
        // nothing to remove
      }
    },
    clear() {
      try {
        for (const key of trackedKeys()) storage.removeItem(key);
        storage.removeItem(SESSION_KEYS_KEY);
        storage.removeItem(SESSION_INFO_KEY);
      } catch {
        // storage unavailable: nothing was stored either
      }
      notify();
    },
    clearAll() {
      try {
        storage.clear();
      } catch {
        // storage unavailable
      }
      notify();
    },
  };
}

/** Session info from a login answer (C26, C66). */
export function sessionFromLogin(value: LoginValue, merchantCode: string): NewSession {
  return {
    id: value.id,
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  };
}

/**
 * Session info from a Maya exchange (C106, Q8): the login's, with the third-party user and its environment, the one
 * the answer names or else the one that was sent. Without an environment there is nothing to keep alive (C107).
 */
export function sessionFromMayaLogin(value: MayaLoginValue, merchantCode: string, sentEnv: string): NewSession {
  const info = value.thirdPartyUserInfo;
  const env = (typeof info?.env === 'string' && info.env) || sentEnv;
  return {
    ...sessionFromLogin(value, merchantCode),
    ...(info ? { thirdPartyUserInfo: info } : {}),
    ...(env ? { env } : {}),
  };
}

/** Session info from a register answer (C13): id, else customerId; type from customerType. */
export function sessionFromRegister(value: RegisterValue & { token: string }, merchantCode: string): NewSession {
  return {
    id: value.id || value.customerId,
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  };
}

/** The page's store over window.sessionStorage. */
export const getSessionStore = pageState(() => createSessionStore({ storage: sessionStorage }));
