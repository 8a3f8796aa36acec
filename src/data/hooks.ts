/** Live-query hooks: the page reads everything it shows from Dexie, and re-renders when the worker writes. */
import { useLiveQuery } from 'dexie-react-hooks';
import { CURRENT, getDb, type SystemStateKey, type SystemState } from './db';

export function useSiteSettings() {
  return useLiveQuery(() => getDb().siteSettings.get(CURRENT), [])?.value;
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
