import { useEffect, useState } from 'react';
import { shellMessages } from '../../i18n/messages';
import { cssUrl, useBrandTheme } from '../../features/brand';
import { useText } from '../../platform/dialogs/use-text';
import { useSyncPhase } from '../../platform/sync-status';
import { useLocalData } from '../../platform/layout/hooks';
import { nextSplash, splashWaiting, type SplashState } from '../../platform/layout/splash';

/**
 * Whether the loading splash of a first visit is up (A39): while nothing local can be shown, for at least about
 * 1,200 ms.
 */
export function useSplashVisible(): boolean {
  const local = useLocalData();
  const phase = useSyncPhase();
  const waiting = splashWaiting(local, phase === 'failed');
  // Up from the first render when nothing local can be shown then (the store has answered before it): the screen never
  // shows for a moment first.
  const [state, setState] = useState<SplashState>(() => nextSplash({ visible: false }, waiting, performance.now()).state);

  useEffect(() => {
    const { state: next, hideInMs } = nextSplash(state, waiting, performance.now());
    if (next !== state) setState(next);
    if (hideInMs === undefined) return;
    // The timer is armed for exactly the time left (and cleared if waiting resumes): when it fires, the splash goes,
    // even should the timer clock run a fraction of a millisecond ahead of performance.now().
    const timer = setTimeout(() => setState((current) => ({ ...current, visible: false })), hideInMs);
    return () => clearTimeout(timer);
  }, [state, waiting]);

  return state.visible;
}

/**
 * The splash itself. The template's splash image is used only over https (E50); the brand is unknown before the first
 * settings arrive, so the splash is neutral until then.
 */
export function Splash() {
  const theme = useBrandTheme();
  const text = useText();
  return (
    <div
      className="splash"
      data-testid="splash"
      role="status"
      aria-live="polite"
      style={theme?.splash ? { backgroundImage: cssUrl(theme.splash) } : undefined}
    >
      <div className="splash-mark" aria-hidden="true">
        <span className="spinner spinner-large" />
      </div>
      <p className="splash-text">{text(shellMessages.loading)}</p>
    </div>
  );
}
