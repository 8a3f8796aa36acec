/**
 * The frame every screen renders in (below the brand header): the main landmark with the screen's heading, its
 * content, and the bottom navigation. It sets the document title, and after an in-app navigation moves the focus
 * to the new heading so a screen reader announces the new screen.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle, type RouteEntry } from '../../platform/routing';
import { useRouteTitle } from '../../platform/routing/route-titles';
import { pageState } from '../../shared/page-runtime';
import { BottomNav } from './BottomNav';
import './screens.css';

/** The first screen of a page load keeps the focus where the browser put it; later ones take it. */
const screens = pageState(() => ({ firstShown: false }));

export interface ScreenFrameProps {
  route: RouteEntry;
  children: ReactNode;
  /** Overrides the table's title (e.g. a promotion's name); the document title follows. */
  title?: string;
  /** False when the content brings its own h1 (home's hero). */
  showTitle?: boolean;
  busy?: boolean;
}

export function ScreenFrame({ route, children, title, showTitle = true, busy = false }: ScreenFrameProps) {
  const { t } = useLingui();
  const routeTitle = useRouteTitle();
  const heading = title ?? routeTitle(route.title);
  useDocumentTitle(heading, t`Home`);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!screens().firstShown) {
      screens().firstShown = true;
      return;
    }
    const target = mainRef.current?.querySelector<HTMLElement>('h1') ?? mainRef.current;
    target?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <>
      <main id="main" ref={mainRef} className="screen" aria-busy={busy || undefined} data-screen={route.screen}>
        {showTitle && (
          <h1 className="screen-title" tabIndex={-1} data-testid="screen-title">
            {heading}
          </h1>
        )}
        {children}
      </main>
      <BottomNav active={route.tab} />
    </>
  );
}

/** What shows while a screen's code loads: the frame's shape, announced as busy, with the navigation in place. */
export function ScreenFallback({ route }: { route: RouteEntry }) {
  const { t } = useLingui();
  return (
    <>
      <main id="main" className="screen" aria-busy="true" aria-label={t`Loading`}>
        <span className="screen-skeleton screen-skeleton-title" />
        <span className="screen-skeleton screen-skeleton-card" />
      </main>
      <BottomNav active={route.tab} />
    </>
  );
}
