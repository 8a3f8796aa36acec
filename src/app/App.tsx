/**
 * The app shell: the router under /m, the route table of spec §2 (every screen but home is a lazy chunk), the
 * guard around every screen, the robots meta and the tab's tracking parameters. Unknown /m/* paths are replaced
 * by /m/home with the tracking parameters kept (Q13).
 */
import { lazy, Suspense, type MouseEvent } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { RegisterModalHost } from '../features/auth/first-screen-entry';
import { BrandHeader } from '../features/brand';
import { LanguageChooser } from '../features/language';
import { GameLauncherProvider } from '../features/launch';
import { DIAGNOSTICS_PATH, HOME_PATH } from '../shared/constants';
import type { ApiBridge } from '../platform/api/bridge';
import { HomeScreen } from './HomeScreen';
import {
  Replace,
  RobotsMeta,
  RouteGuard,
  ROUTES,
  routerPattern,
  TrackedHrefProvider,
  useCaptureTrackingParams,
  type RouteEntry,
} from '../platform/routing';
import { LAZY_SCREENS } from './screens/ScreenRegistry';
import { ScreenFallback } from './screens/ScreenFrame';
import { BottomNav } from './screens/BottomNav';
import { ApiProvider } from '../platform/session';
import { DialogHost } from '../platform/dialogs/DialogHost';
import { AppLayout, SiteGate } from './layout';
import { ImageCdnsProvider } from '../platform/layout/CdnImage';

// For testers and support, outside the spec's route table and its site gate (it must work in maintenance too).
const DiagnosticsRoute = lazy(() => import('../features/diagnostics').then((module) => ({ default: module.DiagnosticsRoute })));

export interface AppProps {
  /** The one API bridge, made by startApp(); screens take it with useApi(). */
  api: ApiBridge;
  onRetry: () => void;
}

function RouteScreen({ route, onRetry }: { route: RouteEntry; onRetry: () => void }) {
  if (route.screen === 'home') return <HomeScreen route={route} onRetry={onRetry} />;
  const Screen = LAZY_SCREENS[route.screen];
  return (
    <Suspense fallback={<ScreenFallback route={route} />}>
      <Screen route={route} />
    </Suspense>
  );
}

/**
 * The lobby's category pages (/m/game, /m/sports, /m/live, …) share one screen instance: a category tab changes its
 * props instead of mounting the lobby again, and the focus stays on the tab. Every other route is a screen of its own.
 */
function screenInstanceKey(route: RouteEntry): string {
  return route.screen === 'game' || route.screen === 'category' ? 'lobby' : route.path;
}

function RouteEffects() {
  useCaptureTrackingParams();
  return <RobotsMeta />;
}

/** Moves the focus to the screen's heading without adding a history entry for #main. */
function SkipLink() {
  const { t } = useLingui();
  return (
    <a className="skip-link" href="#main" onClick={skipToContent}>
      {t`Skip to content`}
    </a>
  );
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  const target = main.querySelector<HTMLElement>('h1[tabindex]') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

export function App({ api, onRetry }: AppProps) {
  return (
    <ApiProvider api={api}>
      <Router base="/m">
        <TrackedHrefProvider>
          <ImageCdnsProvider>
            <GameLauncherProvider>
              <RouteEffects />
              <AppLayout lead={<SkipLink />} header={<BrandHeader end={<LanguageChooser />} />}>
                <Switch>
                  <Route path={routerPattern(DIAGNOSTICS_PATH)}>
                    <Suspense fallback={null}>
                      <DiagnosticsRoute />
                    </Suspense>
                    <BottomNav active={undefined} />
                  </Route>
                  <Route>
                    <SiteGate onRetry={onRetry}>
                      <Switch>
                        {ROUTES.map((route) => (
                          <Route key={screenInstanceKey(route)} path={routerPattern(route.path)}>
                            <RouteGuard>
                              <RouteScreen route={route} onRetry={onRetry} />
                            </RouteGuard>
                          </Route>
                        ))}
                        <Route>
                          <Replace to={HOME_PATH} />
                        </Route>
                      </Switch>
                    </SiteGate>
                  </Route>
                </Switch>
              </AppLayout>
              <RegisterModalHost />
              <DialogHost />
            </GameLauncherProvider>
          </ImageCdnsProvider>
        </TrackedHrefProvider>
      </Router>
    </ApiProvider>
  );
}
