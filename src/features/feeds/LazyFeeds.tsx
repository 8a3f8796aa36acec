/** Home's feeds load after first paint, each in its own boundary so the rest of home never waits for them. */
import { lazy, Suspense } from 'react';

const LazyMatches = lazy(() => import('./MatchesSection').then((module) => ({ default: module.MatchesSection })));
const LazyWinners = lazy(() => import('./WinnersTicker').then((module) => ({ default: module.WinnersTicker })));

export function MatchesSection() {
  return (
    <Suspense fallback={null}>
      <LazyMatches />
    </Suspense>
  );
}

export function WinnersTicker() {
  return (
    <Suspense fallback={null}>
      <LazyWinners />
    </Suspense>
  );
}
