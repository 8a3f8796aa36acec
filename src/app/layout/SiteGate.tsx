/**
 * Maintenance and region restriction (ACCEPTANCE E44–E46): while either holds, the gate screen replaces every route,
 * so game and member screens cannot be reached. The brand header stays above it.
 */
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useSiteSettings, useSystemState } from '../../data/hooks';
import { useApi } from '../../platform/session/ApiContext';
import type { LocateFn } from './GateScreens';
import { siteGate } from '../../platform/layout/site-gate';

const GateScreen = lazy(() => import('./GateScreens'));

/**
 * Renders the routes while the site is open, else the maintenance or restriction screen. onRetry runs the status
 * check again (the screen's Retry, and whenever the page becomes visible while closed), so the screen leaves once
 * the backend recovers.
 */
export function SiteGate({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const api = useApi();
  // The location endpoint needs no login (E46): it supplies the IP when the settings have none.
  const locate = useCallback<LocateFn>(() => api.call('location', {}), [api]);
  const settings = useSiteSettings();
  const status = useSystemState('status');
  const gate = siteGate(settings, status);
  const contact = settings?.customerService || undefined;
  const closed = gate.kind !== 'open';
  useEffect(() => {
    if (!closed || !onRetry) return undefined;
    const onVisible = () => document.visibilityState === 'visible' && onRetry();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [closed, onRetry]);
  if (gate.kind === 'open') return <>{children}</>;
  return (
    <Suspense fallback={<main className="gate-screen" aria-busy="true" />}>
      <GateScreen gate={gate} contact={contact} locate={locate} onRetry={onRetry} />
    </Suspense>
  );
}
