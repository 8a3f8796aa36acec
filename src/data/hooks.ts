/** Live-query hooks: the page reads everything it shows from Dexie, and re-renders when the worker writes. */
import { useLiveQuery } from 'dexie-react-hooks';
import { CURRENT, getDb, type StoredListKey, type StoredLists, type SystemStateKey, type SystemState } from './db';

export function useSiteSettings() {
  return useLiveQuery(() => getDb().siteSettings.get(CURRENT), [])?.value;
}

/** When the site settings were last stored (ms since the epoch): the age of what the page shows offline. */
export function useSiteSettingsUpdatedAt(): number | undefined {
  return useLiveQuery(() => getDb().siteSettings.get(CURRENT), [])?.updatedAt;
}

export function useFeatureSwitches() {
  return useLiveQuery(() => getDb().featureSwitches.get(CURRENT), [])?.value;
}

export function useMobileTemplate() {
  return useLiveQuery(() => getDb().mobileTemplate.get(CURRENT), [])?.value;
}

export function useCountryInfo() {
  return useLiveQuery(() => getDb().countryInfo.get(CURRENT), [])?.value;
}

export function useSystemState<K extends SystemStateKey>(key: K): SystemState[K] | undefined {
  return useLiveQuery(() => getDb().systemState.get(key), [key])?.value as SystemState[K] | undefined;
}

/** The stored answer of GCSGAME_newGameVendor (the worker's syncHome writes it). */
export function useGameVendorData() {
  return useLiveQuery(() => getDb().gameVendors.get(CURRENT), [])?.value;
}

/** Announcements of one type (PR marquee, BANNER, POPUP); undefined until Dexie has answered. */
export function useAnnouncements(type: string) {
  return useLiveQuery(() => getDb().announcements.where('type').equals(type).toArray(), [type]);
}

/** Every stored game (the lobby's list; the worker's syncGames writes it); undefined until Dexie has answered. */
export function useGames() {
  return useLiveQuery(() => getDb().games.toArray(), []);
}

/** One stored list or document of the lists table (matches, orders, hot games, customer service…); undefined until stored. */
export function useStoredList<K extends StoredListKey>(key: K): StoredLists[K] | undefined {
  return useLiveQuery(() => getDb().lists.get(key), [key])?.value as StoredLists[K] | undefined;
}

/** MCSFE_getMerchantAvailablePromotions as stored; undefined until stored. */
export function usePromoAvailability() {
  return useLiveQuery(() => getDb().promoAvailability.get(CURRENT), [])?.value;
}

/** The logged-in member's info (GET /wps/member/info, written with the session's side data); undefined without. */
export function useMemberInfo() {
  return useLiveQuery(() => getDb().memberInfo.get(CURRENT), [])?.value;
}

/** The session's side data (promo-code flag, VIP progress, deposits, unread count); undefined until first written. */
export function useMemberState() {
  return useLiveQuery(() => getDb().memberState.get(CURRENT), [])?.value;
}
