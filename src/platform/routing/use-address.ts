/** The address bar as the routing rules read it: the full pathname and the raw query ('?…' or ''). */
import { usePathname, useSearch } from 'wouter/use-browser-location';

export interface Address {
  pathname: string;
  search: string;
}

export function useAddress(): Address {
  const pathname = usePathname();
  const raw = useSearch();
  return { pathname, search: raw && !raw.startsWith('?') ? `?${raw}` : raw };
}
