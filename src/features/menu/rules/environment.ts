/** The menu's view of where the page runs, from the environment feature's snapshot (spec §6; ACCEPTANCE D30, Q59). */
import { isAndroid, isHomeScreenLaunch, isIos, isOfficialApp, isStandalone, type ClientEnvironment } from '../../environment';
import type { DownloadPlatform } from './download';
import type { MenuEnvironment } from './visibility';

export function menuEnvironment(env: ClientEnvironment): MenuEnvironment {
  return {
    appOrPwa: isOfficialApp(env) || isStandalone(env),
    homeScreenLaunch: isHomeScreenLaunch(env),
  };
}

export function downloadPlatform(env: ClientEnvironment): DownloadPlatform {
  if (isIos(env)) return 'ios';
  return isAndroid(env) ? 'android' : 'desktop';
}
