/**
 * Which component renders each screen of the route table. Every screen but home is its own lazy chunk, so the
 * first screen's code stays small; home is imported by App directly. A screen whose chunk has loaded renders at once:
 * the start-up loads the entry route's chunk before the first render, so that screen never shows its fallback (React
 * holds a revealed fallback's content back for up to 300 ms). The page's first script has asked for that chunk already
 * (platform/start-preloads.ts).
 */
import { use, type ComponentType } from 'react';
import { startReadingLobby } from '../../data/hooks';
import { findRoute } from '../../platform/routing';
import { SCREEN_MODULES, type LazyScreenKey, type ScreenModule } from './screen-modules';
import type { ScreenProps } from './types';

type Screen = ComponentType<ScreenProps>;
type Loading = Promise<Screen> & { status?: 'fulfilled' | 'rejected'; value?: Screen; reason?: unknown };
export type LazyScreen = Screen & { load(): Promise<Screen> };

function lazyScreen(importScreen: () => Promise<Screen>): LazyScreen {
  let loading: Loading | undefined;
  const load = (): Loading => {
    if (loading) return loading;
    const started: Loading = importScreen();
    // React's use() reads a settled promise's status and value, and renders without suspending.
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    loading = started;
    return started;
  };
  function LazyScreen(props: ScreenProps) {
    const Loaded = use<Screen>(load() as Promise<Screen>);
    return <Loaded {...props} />;
  }
  return Object.assign(LazyScreen, { load });
}

// One loader per module, named as SCREEN_MODULES names it (the build fails on a name that is no lazy chunk's module).
const LOADERS = {
  LoginScreen: lazyScreen(() => import('./LoginScreen').then((module) => module.LoginScreen)),
  RegisterScreen: lazyScreen(() => import('./RegisterScreen').then((module) => module.RegisterScreen)),
  MemberHomeScreen: lazyScreen(() => import('./MemberHomeScreen').then((module) => module.MemberHomeScreen)),
  GameScreen: lazyScreen(() => import('./GameScreen').then((module) => module.GameScreen)),
  ActivityScreen: lazyScreen(() => import('./ActivityScreen').then((module) => module.ActivityScreen)),
  InviteFriendsScreen: lazyScreen(() => import('./InviteFriendsScreen').then((module) => module.InviteFriendsScreen)),
  LaunchGameScreen: lazyScreen(() => import('./LaunchGameScreen').then((module) => module.LaunchGameScreen)),
  MemberFormScreens: lazyScreen(() => import('./MemberFormScreens').then((module) => module.MemberFormScreen)),
  InfoScreens: lazyScreen(() => import('./InfoScreens').then((module) => module.InfoScreen)),
} satisfies Record<ScreenModule, LazyScreen>;

export const LAZY_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_MODULES).map(([screen, module]) => [screen, LOADERS[module]]),
) as Record<LazyScreenKey, LazyScreen>;

/**
 * Loads the chunk of the screen at pathname, if it has one; settles either way (a failure shows when it renders). A
 * lobby page's stored games and vendor data are read meanwhile, which would otherwise wait for its first render.
 */
export async function loadScreenOf(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (!route || route.screen === 'home') return;
  if (SCREEN_MODULES[route.screen] === 'GameScreen') startReadingLobby();
  await LAZY_SCREENS[route.screen].load().catch(() => undefined);
}
