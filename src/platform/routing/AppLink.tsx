/**
 * In-app navigation that keeps the tracking parameters (ACCEPTANCE A27, A28): every link and every programmatic
 * navigation of the app goes through AppLink or useAppNavigate, which add the preserved parameters of the current
 * URL and of the tab's store to the target. Targets are full paths under /m/ ('/m/login?go=…').
 *
 * Neither follows the address: a link's href depends on the target and the tracking parameters alone, so a navigation
 * re-renders the screens it changes, not every link of the page (wouter's Link would, and a lobby shows dozens).
 */
import { useCallback, useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { useTrackedHref } from './TrackedHref';

export interface AppNavigateOptions {
  replace?: boolean;
}

export function useAppNavigate(): (to: string, options?: AppNavigateOptions) => void {
  const tracked = useTrackedHref();
  return useCallback((to, options = {}) => browserNavigate(tracked(to), { replace: options.replace ?? false }), [tracked]);
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A full path under /m/, e.g. '/m/login'. */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link inside the app: a real <a href> (open in a new tab works), client-side navigation on a plain click. */
export function AppLink({ to, replace = false, onClick, children, ...anchor }: AppLinkProps) {
  const href = useTrackedHref()(to);
  const navigateOnPlainClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or secondary click keeps the browser's meaning: a new tab, a new window, a download.
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    browserNavigate(href, { replace });
  };
  return (
    <a {...anchor} href={href} onClick={navigateOnPlainClick}>
      {children}
    </a>
  );
}

/** Replaces the current entry with the target (tracking parameters kept) as soon as it renders. */
export function Replace({ to }: { to: string }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
