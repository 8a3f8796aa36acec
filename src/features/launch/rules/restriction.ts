/**
 * STARTGAMEINAPP3 (spec §4 Game launch, §3 switches; ACCEPTANCE D18, G18): a merchant limited to in-app play
 * starts games only inside the official app or from the home screen.
 */
import { isHomeScreenLaunch, isIos, isOfficialApp, type ClientEnvironment } from '../../environment';

export function mayStartGame(inAppOnly: boolean, env: ClientEnvironment): boolean {
  return !inAppOnly || isOfficialApp(env) || isHomeScreenLaunch(env);
}

/**
 * iOS lets a page open a window only inside the tap itself (D21, Q56): a trial there opens its window at once and
 * asks for the game with the GET variant of GCS_gameTrialLaunch. The official app opens games in place.
 */
export function opensTrialInWindow(env: ClientEnvironment): boolean {
  return isIos(env) && !isOfficialApp(env);
}
