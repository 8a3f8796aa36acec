/**
 * Opens the popup-announcement carousel on /m/home once per session (ACCEPTANCE D41) when there are POPUP
 * announcements in Dexie. The carousel's code (and its library from the CDN) loads only then, after first paint.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useExpectedOverlayTurn, useOverlayTurn } from '../../platform/dialogs';
import { useAnnouncements } from '../../data/hooks';
import { POPUP_TYPE } from '../../shared/constants';
import type { Announcement } from '../../shared/contract';
import { POPUPS_SHOWN_KEY, popupSlides, shouldShowPopups } from './rules/popups';

const PopupCarousel = lazy(() => import('./PopupCarousel'));

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUPS_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(POPUPS_SHOWN_KEY, '1');
  } catch {
    // Without storage the carousel may show again on the next visit; nothing else depends on it.
  }
}

/**
 * Home's POPUP announcements, read from its first render, before its content shows: until they are known (or while
 * the carousel is about to ask), the overlays of lower priority wait, so a slow answer does not let them go first.
 */
export function useAwaitedPopupAnnouncements(): Announcement[] {
  const popups = useAnnouncements(POPUP_TYPE);
  const slides = useMemo(() => popupSlides(popups), [popups]);
  useExpectedOverlayTurn('popupAnnouncements', (popups === undefined || slides.length > 0) && !shownThisSession());
  return slides;
}

/** The carousel of `slides` (from useAwaitedPopupAnnouncements), when its turn comes. */
export function PopupAnnouncements({ slides }: { slides: Announcement[] }) {
  const [phase, setPhase] = useState<'waiting' | 'wanted' | 'closed'>('waiting');
  const count = slides.length;
  const turn = useOverlayTurn('popupAnnouncements', phase === 'wanted' && count > 0);

  useEffect(() => {
    if (phase !== 'waiting' || !shouldShowPopups({ onHome: true, slides: count, shownThisSession: shownThisSession() })) return;
    setPhase('wanted');
  }, [phase, count]);

  // Marked when it really opens: held back by the visit's cap, it may show on the next visit.
  useEffect(() => {
    if (turn) markShown();
  }, [turn]);

  if (!turn) return null;
  return (
    <Suspense fallback={null}>
      <PopupCarousel slides={slides} onClose={() => setPhase('closed')} />
    </Suspense>
  );
}
