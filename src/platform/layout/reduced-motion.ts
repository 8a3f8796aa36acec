/**
 * Whether the member asked for reduced motion, live: one media query for the page, read from its stored answer (a
 * render that called matchMedia would ask the browser to evaluate the query again every time).
 */
import { useSyncExternalStore } from 'react';
import { pageState } from '../../shared/page-runtime';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = pageState(() => (typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : null));

function subscribe(changed: () => void): () => void {
  const list = reducedMotionQuery();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}
