/**
 * The tracking parameters of this address for every link and navigation below the provider (ACCEPTANCE A27, A28):
 * the address is followed once here, not once per link (a lobby renders dozens of links, and each would subscribe to
 * the address and pick its parameters again).
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { pickTrackingParams, withTrackingParams, type TrackingParams } from './tracking-params';
import { readStoredTrackingParams } from './tracking-store';
import { useAddress } from './use-address';

type TrackedHref = (to: string) => string;

const TrackedHrefContext = createContext<TrackedHref | null>(null);

export function TrackedHrefProvider({ children }: { children: ReactNode }) {
  const { search } = useAddress();
  // Keyed by the parameters, not the query: a category tab changes the query, and must not re-render every link.
  const currentKey = JSON.stringify(pickTrackingParams(search));
  const current = useMemo(() => JSON.parse(currentKey) as TrackingParams, [currentKey]);
  const tracked = useCallback((to: string) => withTrackingParams(to, current, readStoredTrackingParams()), [current]);
  return <TrackedHrefContext value={tracked}>{children}</TrackedHrefContext>;
}

/** The target with the tracking parameters of this moment. */
export function useTrackedHref(): TrackedHref {
  const tracked = useContext(TrackedHrefContext);
  if (!tracked) throw new Error('useTrackedHref needs a TrackedHrefProvider above it');
  return tracked;
}
