/**
 * Game launch (spec §4 Game launch, §7, §9): the pure rules (request, in-app restriction, back URL, game URL) and
 * the hook screens, cards and banners launch with; the runner behind it loads on the tap. The launch screen takes
 * its status view from ./status-entry, so the first screen does not carry it.
 */
// Not ./rules/launch-query: the call's payloads are built by the runner, which loads on the tap.
export * from './rules/launch-request';
export * from './rules/back-url';
export * from './rules/restriction';
export * from './rules/game-url';

export { GameLauncherProvider, useGameLauncher, type LauncherOutcome } from './GameLauncher';
export type { LaunchPhase } from './LaunchStatus';
