/**
 * /m/launchGame (guarded for real play, open for playType=trial): the game is being prepared. A guest who came
 * with backUrl or redirectUrl is asked to log in, with a way back (Q7).
 */
import { AppLink, useAddress, useLoginSuppressed } from '../routing';
import { SignInPrompt } from './parts';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

/** Only a web address may be a way back. */
function webUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function LaunchGameScreen({ route }: ScreenProps) {
  const params = new URLSearchParams(useAddress().search);
  const suppressed = useLoginSuppressed();
  const back = webUrl(params.get('backUrl') ?? params.get('redirectUrl'));
  return (
    <ScreenFrame route={route} busy={!suppressed}>
      {suppressed ? (
        <>
          <SignInPrompt title="Please log in to play" message="Log in to start this game with your account." />
          {back && (
            <p className="screen-aside">
              <a href={back}>Go back</a>
            </p>
          )}
        </>
      ) : (
        <section className="card launch-card" role="status">
          <span className="spinner" aria-hidden="true" />
          <h2>Getting your game ready…</h2>
          <p>This takes a few seconds.</p>
          <AppLink to="/m/game" className="button secondary">
            Back to games
          </AppLink>
        </section>
      )}
    </ScreenFrame>
  );
}
