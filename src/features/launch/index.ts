/**
 * Game launch (spec §4 Game launch, §7, §9): the pure rules (request, lottery / vendor / trial payloads, in-app
 * restriction, back URL), the effectful runner, and the hook screens, cards and banners launch with.
 */
export * from './rules';
export { type LaunchEffects, type LaunchOutcome, type LaunchPlan, type TargetWindow } from './run-launch';
export { useGameLauncher, type GameLauncher, type LaunchOptions, type LauncherOutcome } from './use-game-launcher';
export { LaunchStatus, type LaunchPhase } from './LaunchStatus';
