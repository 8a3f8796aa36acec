/**
 * Fullscreen (spec §2 Rules; ACCEPTANCE F7, Q82): in a mobile browser (not the official app, not standalone) the
 * first tap asks for fullscreen; fullscreen=0 on an entry of the tab turns this off for the tab.
 */
import { isAndroid, isIos, isOfficialApp, isStandalone, type ClientEnvironment } from '../environment';

export function wantsFullscreen(env: ClientEnvironment, fullscreenOff: boolean): boolean {
  if (fullscreenOff || isOfficialApp(env) || isStandalone(env)) return false;
  return isAndroid(env) || isIos(env);
}

/** Asks for fullscreen at the first tap (a user gesture, which requestFullscreen needs). */
export function requestFullscreenOnFirstTap(target: Document = document): void {
  const onTap = () => {
    const element = target.documentElement;
    if (!target.fullscreenElement && typeof element.requestFullscreen === 'function')
      void element.requestFullscreen().catch(() => undefined);
  };
  target.addEventListener('pointerup', onTap, { once: true, capture: true });
}
