/** The menu's view of where the page runs, from the environment feature's snapshot (spec §6; ACCEPTANCE D30, Q59). */
import { isHomeScreenLaunch, isOfficialApp, isStandalone, type ClientEnvironment } from '../../environment';
import type { MenuEnvironment } from './visibility';

export function menuEnvironment(env: ClientEnvironment): MenuEnvironment {
  return {
    appOrPwa: isOfficialApp(env) || isStandalone(env),
    homeScreenLaunch: isHomeScreenLaunch(env),
  };
}
