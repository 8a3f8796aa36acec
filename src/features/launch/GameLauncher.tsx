/**
 * The launcher for screens, cards and banners: decides the in-app restriction from the stored switches and the
 * environment, sends a guest's real-money launch to the login (trials need none), and runs the launch. One launcher
 * serves the whole page (GameLauncherProvider): a lobby tab mounts dozens of cards, and each would otherwise follow
 * the switches, settings, sync phase, language and session on its own.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { readRow } from '../../data/page-store';
import { CURRENT } from '../../data/schema';
import { useFeatureSwitches, useSiteSettings } from '../../data/hooks';
import { isSwitchOn } from '../../platform/feature-switches';
import { loginRedirectTarget, useAppNavigate } from '../../platform/routing';
import { useApi, useSession } from '../../platform/session';
import { useSyncPhase } from '../../platform/sync-status';
import { useLanguage } from '../../i18n';
import { browserClientEnvironment } from '../environment';
import { DEFAULT_DOWNLOAD_REDIRECT_PATH } from '../../shared/constants';
import { openGameWindow } from './open-window';
import { mayStartGame, opensTrialInWindow } from './rules/restriction';
import { launchPath, type LaunchRequest } from './rules/launch-request';
import type { LaunchOutcome } from './run-launch';

export type LauncherOutcome = LaunchOutcome | { kind: 'login' };

export interface LaunchOptions {
  /**
   * Called from the member's tap itself: an iOS trial may then open its window (before the first await). A launch
   * that is not (the launch screen on load) always plays in place.
   */
  fromTap?: boolean;
}

export interface GameLauncher {
  launch(request: LaunchRequest, options?: LaunchOptions): Promise<LauncherOutcome>;
  /** The merchant's switches and settings are known (or could not be loaded): STARTGAMEINAPP3 and backUrl can be decided. */
  ready: boolean;
}

/**
 * The merchant's domains as stored now: once the settings sync is over they are in Dexie, even while the screen's live
 * query has not answered with them yet (the sync's answer and Dexie's change notice reach the page separately).
 */
async function storedOwnDomains() {
  return (await readRow('siteSettings', CURRENT))?.value.domainRoute ?? [];
}

const LauncherContext = createContext<GameLauncher | null>(null);

/** The page's one launcher, for every card, banner and screen below it. */
export function GameLauncherProvider({ children }: { children: ReactNode }) {
  return <LauncherContext.Provider value={useLiveGameLauncher()}>{children}</LauncherContext.Provider>;
}

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(LauncherContext);
  if (!launcher) throw new Error('useGameLauncher() outside <GameLauncherProvider>: render the app through App');
  return launcher;
}

function useLiveGameLauncher(): GameLauncher {
  const api = useApi();
  const whitelabel = useFeatureSwitches();
  const settings = useSiteSettings();
  const ownDomains = settings?.domainRoute;
  const phase = useSyncPhase();
  const appLanguage = useLanguage();
  const session = useSession();
  const navigate = useAppNavigate();

  const launch = useCallback(
    (request: LaunchRequest, { fromTap = false }: LaunchOptions = {}): Promise<LauncherOutcome> => {
      if (request.kind !== 'trial' && !session) {
        const [pathname = '', search = ''] = launchPath(request).split('?');
        navigate(loginRedirectTarget(pathname, search));
        return Promise.resolve({ kind: 'login' });
      }
      const env = browserClientEnvironment();
      const allowed = mayStartGame(isSwitchOn(whitelabel, 'STARTGAMEINAPP3'), env);
      const inWindow = fromTap && request.kind === 'trial' && opensTrialInWindow(env);
      // The window opens now, before the first await, while the tap still counts as the user's gesture (D21);
      // the rest of the launch loads on demand.
      const openedWindow = inWindow ? (allowed ? openGameWindow() : null) : undefined;
      return Promise.all([import('./start-launch'), ownDomains ?? storedOwnDomains()])
        .then(([{ startLaunch }, domains]) =>
          startLaunch(api, request, {
            appLanguage,
            ownDomains: domains,
            allowed,
            openedWindow,
            getApp: () => navigate(DEFAULT_DOWNLOAD_REDIRECT_PATH),
          }),
        )
        .catch((error: unknown) => {
          openedWindow?.close();
          throw error;
        });
    },
    [api, whitelabel, ownDomains, appLanguage, session, navigate],
  );

  // The settings name the merchant's domains a backUrl may lead to; they and the switches are stored separately.
  const settled = whitelabel !== undefined && (settings !== undefined || phase !== 'syncing');
  const ready = settled || phase === 'failed';
  return useMemo(() => ({ launch, ready }), [launch, ready]);
}
