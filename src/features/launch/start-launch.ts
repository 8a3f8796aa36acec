/**
 * The part of a launch that loads on the tap (kept off the first screen): builds the call and the browser's effects
 * and runs the launch. An in-window launch receives the window the tap already opened (D21).
 */
import type { ApiBridge } from '../../platform/api/bridge';
import type { OwnDomain } from '../../shared/outgoing-url';
import { browserLaunchEffects } from './browser-effects';
import { launchPlan } from './launch-plan';
import type { LaunchRequest } from './rules/launch-request';
import { runLaunch, runLaunchInWindow, type LaunchOutcome, type TargetWindow } from './run-launch';

export interface StartLaunchOptions {
  appLanguage: string;
  /** The merchant's own domains (settings.domainRoute), where a given backUrl may lead. */
  ownDomains: readonly OwnDomain[];
  /** STARTGAMEINAPP3 lets the game start here. */
  allowed: boolean;
  /** Takes the member to the download page, from the in-app-only alert. */
  getApp: () => void;
  /** The window the tap opened for an iOS trial (null: the browser blocked it); absent: the game plays in place. */
  openedWindow?: TargetWindow | null;
}

export function startLaunch(api: ApiBridge, request: LaunchRequest, options: StartLaunchOptions): Promise<LaunchOutcome> {
  const { openedWindow } = options;
  const inWindow = openedWindow !== undefined;
  const plan = launchPlan(api, request, {
    appLanguage: options.appLanguage,
    origin: location.origin,
    ownDomains: options.ownDomains,
    trialByGet: inWindow,
  });
  const effects = browserLaunchEffects(options.getApp);
  return inWindow
    ? runLaunchInWindow(plan, options.allowed, { ...effects, openWindow: () => openedWindow })
    : runLaunch(plan, options.allowed, effects);
}
