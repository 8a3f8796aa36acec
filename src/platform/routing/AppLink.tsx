/**
 * In-app navigation that keeps the tracking parameters (ACCEPTANCE A27, A28): every link and every programmatic
 * navigation of the app goes through AppLink or useAppNavigate, which add the preserved parameters of the current
 * URL and of the tab's store to the target. Targets are full paths under /m/ ('/m/login?go=…').
 */
import { useCallback, useEffect, type AnchorHTMLAttributes, type Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { useTrackedHref } from './TrackedHref';

export interface AppNavigateOptions {
  replace?: boolean;
}

export function useAppNavigate(): (to: string, options?: AppNavigateOptions) => void {
  const [, navigate] = useLocation();
  const tracked = useTrackedHref();
  // '~' makes the path absolute for wouter (the targets already include /m).
  return useCallback(
    (to, options = {}) => navigate(`~${tracked(to)}`, { replace: options.replace ?? false }),
    [navigate, tracked],
  );
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A full path under /m/, e.g. '/m/login'. */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link inside the app: a real <a href> (open in a new tab works), client-side navigation on a plain click. */
export function AppLink({ to, replace, children, ...anchor }: AppLinkProps) {
  const tracked = useTrackedHref();
  return (
    <Link href={`~${tracked(to)}`} replace={replace ?? false} {...anchor}>
      {children}
    </Link>
  );
}

/** Replaces the current entry with the target (tracking parameters kept) as soon as it renders. */
export function Replace({ to }: { to: string }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
