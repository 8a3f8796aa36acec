/** Home's feeds load after first paint, each in its own boundary so the rest of home never waits for them. */
import { lazy, memo, Suspense } from 'react';

const LazyMatches = lazy(() => import('./MatchesSection').then((module) => ({ default: module.MatchesSection })));
const LazyWinners = lazy(() => import('./WinnersTicker').then((module) => ({ default: module.WinnersTicker })));

export const MatchesSection = memo(function MatchesSection() {
  return (
    <Suspense fallback={null}>
      <LazyMatches />
    </Suspense>
  );
});

export const WinnersTicker = memo(function WinnersTicker() {
  return (
    <Suspense fallback={null}>
      <LazyWinners />
    </Suspense>
  );
});
