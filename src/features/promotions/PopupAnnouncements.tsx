/**
 * Opens the popup-announcement carousel on /m/home once per session (ACCEPTANCE D41) when there are POPUP
 * announcements in Dexie. The carousel's code (and its library from the CDN) loads only then, after first paint.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useExpectedOverlayTurn, useOverlayTurn } from '../../platform/dialogs';
import { useLoadedComponent } from '../../platform/use-loaded-component';
import { sharedAnnouncements, useAnnouncements } from '../../data/hooks';
import { POPUP_TYPE } from '../../shared/constants';
import type { Announcement } from '../../shared/contract';
import { POPUPS_SHOWN_KEY, popupSlides, shouldShowPopups } from './rules/popups';

type Carousel = ComponentType<{ slides: Announcement[]; onClose: () => void }>;

const loadCarousel = () => import('./PopupCarousel');
const loadCarouselComponent = (): Promise<Carousel> => loadCarousel().then((module) => module.default);

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
 * Fetches the carousel's code as soon as the store holds popups to show, while home's content may still be on its
 * way (PopupAnnouncements reports a failure): not once home has rendered them, which on a first visit comes in one
 * transition with the rest of home's data, hundreds of milliseconds later on a phone (issue 15). Returns the
 * unsubscribe function.
 */
function loadCarouselWhenStored(): () => void {
  let asked = false;
  return sharedAnnouncements(POPUP_TYPE).subscribe((rows) => {
    if (asked || !shouldShowPopups({ onHome: true, slides: popupSlides(rows).length, shownThisSession: shownThisSession() }))
      return;
    asked = true;
    loadCarousel().catch(() => undefined);
  });
}

/**
 * Home's POPUP announcements, read from its first render, before its content shows: until they are known (or while
 * the carousel is about to ask), the overlays of lower priority wait, so a slow answer does not let them go first.
 */
export function useAwaitedPopupAnnouncements(): Announcement[] {
  const popups = useAnnouncements(POPUP_TYPE);
  const slides = useMemo(() => popupSlides(popups), [popups]);
  const shown = shownThisSession();
  useExpectedOverlayTurn('popupAnnouncements', (popups === undefined || slides.length > 0) && !shown);
  useEffect(() => loadCarouselWhenStored(), []);
  return slides;
}

/** The carousel of `slides` (from useAwaitedPopupAnnouncements), when its turn comes. */
export function PopupAnnouncements({ slides }: { slides: Announcement[] }) {
  const [phase, setPhase] = useState<'waiting' | 'wanted' | 'closed'>('waiting');
  const count = slides.length;
  const Carousel = useLoadedComponent(loadCarouselComponent, phase === 'wanted');
  // The turn is asked for once the code is here: the carousel then opens in the frame its turn comes, and a suspended
  // render would reveal it only after React's pause between fallbacks and content.
  const turn = useOverlayTurn('popupAnnouncements', phase === 'wanted' && count > 0 && Carousel !== null);

  useEffect(() => {
    if (phase !== 'waiting' || !shouldShowPopups({ onHome: true, slides: count, shownThisSession: shownThisSession() })) return;
    setPhase('wanted');
  }, [phase, count]);

  // Marked when it really opens: held back by the visit's cap, it may show on the next visit.
  useEffect(() => {
    if (turn) markShown();
  }, [turn]);

  if (!turn || !Carousel) return null;
  return <Carousel slides={slides} onClose={() => setPhase('closed')} />;
}
