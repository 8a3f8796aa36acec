/**
 * Start-up: the API worker gets the page's context, refreshes settings into Dexie (the screens already render
 * from what Dexie had), and the first tracking events are recorded and flushed.
 */
import { CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS } from '../shared/constants';
import { stripCredentials } from '../shared/url';
import { startPageRuntime } from '../shared/page-runtime';
import { languageController, startLanguage } from '../i18n';
import { attributionDomain, readRegInfo, startTracking, statusAttribution } from '../features/tracking';
import { createApiBridge, type ApiBridge } from '../platform/api/bridge';
import { debounce } from '../platform/debounce';
import { installFailurePresenter } from '../platform/dialogs/present-failure';
import { presentStartupStatus } from '../platform/dialogs/startup-status';
import { startOverlayTurns } from '../platform/dialogs/overlay-turn';
import { setSyncPhase } from '../platform/sync-status';
import { startSession } from '../platform/session/start-session';
import type { MayaAttribution } from '../platform/session/entry';
import { getSessionStore } from '../platform/session/tab-session/session-store';
import { forwardSession } from '../platform/session/forward-session';
import { browserDeviceId } from '../platform/session/device-id';
import { startMemberSync } from './member-sync/start-member-sync';
import { loadAfterFirstScreen } from './load-after-first-screen';
import { readSession } from '../platform/session/session-store';
import { startCustomerService } from '../features/service/first-screen-entry';
import { browserClientEnvironment } from '../features/environment';
import { syncInstallData } from '../features/install';
import { AUTO_LOGIN_FLAG_KEY, REMEMBERED_LOGIN_KEY, autoLoginFlagFromQuery } from '../features/auth/first-screen-entry';
import { whenInteractive } from '../platform/pwa/when-interactive';
import { inSeparateTasks } from '../platform/yield-to-main';
import {
  connectivity,
  followBrowserEvents,
  isSimulatedOffline,
  networkAvailable,
  networkEvents,
  subscribeSimulatedOffline,
} from '../platform/connectivity';

export interface StartedApp {
  api: ApiBridge;
  syncSettings: () => void;
  /** Settles once every start-up step has run: the first render and anything else that calls the worker wait for it. */
  started: Promise<void>;
}

/**
 * The first steps run at once; the others each in a task of their own, in this order, so that no start-up task holds
 * the main thread long on a slow phone (issue 15) while the page stays as it was: nothing renders or calls the
 * worker before `started`.
 */
export function startApp(): StartedApp {
  // This page's state (stores, once-guards, syncs in flight) lives in one runtime from here on.
  startPageRuntime();
  // The overlays that open by themselves count their delays from here (the download popup's 20 s after landing).
  startOverlayTurns();
  // Offline shows on the page (the offline banner) from the browser's events and from calls that found no network.
  followBrowserEvents(connectivity(), networkEvents);
  // A call answered from the worker's cache also counts as reachable: the browser's own offline state wins over it.
  const api = createApiBridge({
    onReachability: (reachable) => connectivity().set(reachable && networkAvailable() ? 'online' : 'offline'),
  });
  // An entry with autoLogin=0 turns auto login off for this device (Q36), before anything could attempt it.
  keepAutoLoginFlagFromQuery();
  // Failures are presented by the dialog host.
  const presentFailure = installFailurePresenter();

  // Home's data (game vendor data, banners, marquee, popups), the promotions (D44), matches (D8) and the winners feed
  // (D10): public, shown from Dexie meanwhile, and asked for in the app's language, so a new language asks again.
  // The settings carry texts in the language too (the login message, the app description): asked again unless they
  // were asked in the language in force.
  let contentLanguage: string | null = null;
  const refreshContent = (settingsLanguage?: string) => {
    contentLanguage = languageController.current;
    void api.refresh(['home']);
    void api.refresh(['promotions', 'homeFeeds']);
    if (settingsLanguage !== contentLanguage) void api.refresh(['consoleSettings']);
  };

  const syncSettings = () => {
    setSyncPhase('syncing');
    const settingsLanguage = languageController.current;
    void api.refresh(['settings'], { url: stripCredentials(location.href), ...statusAttribution() }).then((result) => {
      // Nothing came in: with nothing stored either, the first screen offers Retry instead of waiting.
      const failed = !result.ok || result.value.updated.length === 0;
      setSyncPhase(failed ? 'failed' : 'done');
      // The status check through the error catalogue (E41–E43, B34): popup, notice, or network notice with Retry.
      presentStartupStatus(result, { protocol: location.protocol, retry: syncSettings }, presentFailure);
      void api.flushOutbox();
      // Auto login (issue 4) once this visit's settings are in Dexie; its code loads only when a login is remembered.
      startAutoLoginIfRemembered(api);
      startTelegramMiniAppLoginInside(api);
      // A language chosen while the settings were on their way asks for them again.
      if (!failed) refreshContent(settingsLanguage);
    });
  };

  const started = inSeparateTasks([
    // The device id exists before the first call (C63), so its cookie goes with every /wps request (B10).
    () => browserDeviceId(),
    () => {
      // The language (stored choice, query, merchant default, EN) goes to the worker before any call: the Language
      // header.
      const language = startLanguage({
        onLanguage: (code) => {
          void api.setLanguage(code);
          if (contentLanguage === null || code === contentLanguage) return;
          refreshContent();
        },
      });
      // The tester's offline switch holds the worker and its outbox offline too, from the first call on.
      void api.init({ userAgent: navigator.userAgent, language, offline: isSimulatedOffline() });
      subscribeSimulatedOffline(() => void api.init({ offline: isSimulatedOffline() }));
    },
    () => {
      // The worker follows the tab's session from here on: the stored one now, and every change after.
      forwardSession(api);
      // The session from the entry URL (query token or tokens; a Maya sessionId is exchanged with the stored
      // attribution, a refusal alerted); credentials then leave the address bar.
      startSession(api, { presentFailure, attribution: storedMayaAttribution });
      // A third-party session is kept alive while the tab's session holds its environment (C107); logout stops it.
      keepThirdPartySessionsAlive(api, presentFailure);
      // A session's side data (member info, promo-code flag, rank progress, deposits, unread) follows its token.
      startMemberSync(api, (error) => presentFailure(error, { call: 'memberInfo' }));
      // Customer-service entries and the chat widget's user follow the token too.
      startCustomerService(api);
    },
    // The entry's attribution is kept before the status call carries it; then the first events, pixels and beacon.
    () => startTracking(api, loadAfterFirstScreen),
    () => {
      syncSettings();
      // The install data (the download bar's and popup's setting, the server manifest) comes with the rest of the
      // start-up's data, so the bar can show as soon as its code arrives (issue 15).
      void syncInstallData(api);
      // Web push, once the first screen is interactive: a granted permission sets the token up 10 s after load; the
      // session's changes bind or unsubscribe it.
      void whenInteractive()
        .then(loadAfterFirstScreen)
        .then(({ startPush }) => startPush(api, performance.now()))
        .catch((error: unknown) => console.warn('Push could not start', error));
      const refreshConsoleSettings = debounce(() => void api.refresh(['consoleSettings']), CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        void api.flushOutbox();
        refreshConsoleSettings();
      });
    },
  ]);

  return { api, syncSettings, started };
}

/** The keep-alive's code loads with the first session of the tab that holds a third-party environment. */
function keepThirdPartySessionsAlive(api: ApiBridge, presentFailure: ReturnType<typeof installFailurePresenter>): void {
  const store = getSessionStore();
  const startWhenNeeded = () => {
    if (!store.get()?.env) return;
    unsubscribe();
    void import('../platform/session/third-party-keep-alive')
      .then(({ startThirdPartyKeepAlive }) => startThirdPartyKeepAlive(api, presentFailure))
      .catch((error: unknown) => console.error('The third-party keep-alive could not start', error));
  };
  const unsubscribe = store.subscribe(startWhenNeeded);
  startWhenNeeded();
}

/** What a Maya exchange sends of the stored attribution (Q29); tracking has stored the entry's own by then. */
function storedMayaAttribution(): MayaAttribution | undefined {
  let regInfo: ReturnType<typeof readRegInfo>;
  try {
    regInfo = readRegInfo(localStorage);
  } catch {
    return undefined;
  }
  return { affiliateCode: regInfo?.affiliateCode, domain: attributionDomain(regInfo, location.hostname) };
}

function keepAutoLoginFlagFromQuery(): void {
  const flag = autoLoginFlagFromQuery(location.search);
  if (!flag) return;
  try {
    localStorage.setItem(AUTO_LOGIN_FLAG_KEY, flag);
  } catch {
    // storage refused: auto login stays as it was
  }
}

/** Inside Telegram's mini-app (G34) the page logs in with its initData (C81); the code loads only there. */
function startTelegramMiniAppLoginInside(api: ApiBridge): void {
  const initData = browserClientEnvironment().telegramInitData;
  if (!initData || readSession()) return;
  void import('../features/auth')
    .then(({ startTelegramMiniAppLogin }) => startTelegramMiniAppLogin(api, initData))
    .catch((error: unknown) => console.error('The Telegram mini-app login failed', error));
}

/** Only when a login is remembered and the tab has no session yet; the feature tries at most once per page. */
function startAutoLoginIfRemembered(api: ApiBridge): void {
  let remembered: string | null;
  try {
    remembered = localStorage.getItem(REMEMBERED_LOGIN_KEY);
  } catch {
    return;
  }
  if (!remembered || readSession()) return;
  void import('../features/auth')
    .then(({ startAutoLogin }) => startAutoLogin(api))
    .catch((error: unknown) => console.error('Auto login failed', error));
}
