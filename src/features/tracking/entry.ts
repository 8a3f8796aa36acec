/**
 * Reads the entry URL's parameters once per page load and keeps them (spec §2 Rules, §3 Stored attribution;
 * ACCEPTANCE F1–F9, F14): reg_info and s2s_info and the query's pixel sources in localStorage, the tab's traffic
 * source, fullscreen switch and click ids in sessionStorage, the _fbc and _fbp cookies. homescreen=1 is kept by the
 * environment feature (browserClientEnvironment), which this calls.
 */
import { browserClientEnvironment } from '../environment';
import {
  mergeRegInfo,
  readRegInfo,
  readS2sInfo,
  REG_INFO_KEY,
  S2S_INFO_KEY,
  attributionFromQuery,
  s2sFromQuery,
} from './rules/attribution';
import {
  ENTRY_SESSION_KEY,
  mergeSessionEntry,
  parseSessionEntry,
  pixelSourcesFromQuery,
  type SessionEntry,
} from './rules/entry-params';
import { fbCookieWrites } from './rules/fb-cookies';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface EntryEnvironment {
  search: string;
  hostname: string;
  local: StorageLike;
  session: StorageLike;
  cookies: { get(): string; set(cookie: string): void };
  now: number;
  secure?: boolean;
  random?: () => number;
}

function write(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the entry is still used for this page.
  }
}

function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps what the entry query carries; returns the tab's entry. */
export function applyEntry(env: EntryEnvironment): SessionEntry {
  const query = new URLSearchParams(env.search);

  const regInfo = mergeRegInfo(readRegInfo(env.local), attributionFromQuery(query), env.hostname);
  if (regInfo) write(env.local, REG_INFO_KEY, JSON.stringify(regInfo));

  const s2s = s2sFromQuery(query);
  if (s2s) write(env.local, S2S_INFO_KEY, JSON.stringify({ ...readS2sInfo(env.local), ...s2s }));

  for (const [key, value] of Object.entries(pixelSourcesFromQuery(query))) write(env.local, key, value);

  const entry = mergeSessionEntry(parseSessionEntry(read(env.session, ENTRY_SESSION_KEY)), query);
  if (Object.keys(entry).length > 0) write(env.session, ENTRY_SESSION_KEY, JSON.stringify(entry));

  for (const cookie of fbCookieWrites({
    cookies: env.cookies.get(),
    fbclid: query.get('fbclid'),
    hostname: env.hostname,
    now: env.now,
    secure: env.secure,
    random: env.random,
  }))
    env.cookies.set(cookie);
  return entry;
}

/** The page's entry, applied once per page load. */
export function applyBrowserEntry(): SessionEntry {
  // Keeps homescreen=1 for the tab (Q81).
  browserClientEnvironment();
  return applyEntry({
    search: location.search,
    hostname: location.hostname,
    local: localStorage,
    session: sessionStorage,
    cookies: {
      get: () => document.cookie,
      set: (cookie) => {
        document.cookie = cookie;
      },
    },
    now: Date.now(),
    secure: location.protocol === 'https:',
  });
}

/** The tid of the entry (kept in localStorage with the other pixel sources): the environment tid and the register linkId. */
export function entryTid(): string {
  try {
    return new URLSearchParams(location.search).get('tid') || localStorage.getItem('tid') || '';
  } catch {
    return '';
  }
}

export function readSessionEntry(session: StorageLike = sessionStorage): SessionEntry {
  return parseSessionEntry(read(session, ENTRY_SESSION_KEY));
}
