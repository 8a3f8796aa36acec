/**
 * Home's feeds load after first paint, in one chunk (./feed-sections.ts), each in its own boundary so the rest of home
 * never waits for them.
 */
import { lazy, memo, Suspense } from 'react';

const loadSections = () => import('./feed-sections');
const LazyMatches = lazy(() => loadSections().then((module) => ({ default: module.MatchesSection })));
const LazyWinners = lazy(() => loadSections().then((module) => ({ default: module.WinnersTicker })));

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
