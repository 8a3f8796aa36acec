/** /m/home (also /m/, /m/index, /m/index.html): the landing screen, rendered from Dexie first. */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../data/hooks';
import { BannerCarousel, HomeGames, Marquee } from '../features/home';
import { AppLink, type RouteEntry } from './routing';
import { ScreenFrame } from './screens/ScreenFrame';
import { useSession } from './session';
import { useSyncPhase } from './sync-status';

export function HomeScreen({ route, onRetry }: { route: RouteEntry; onRetry: () => void }) {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const phase = useSyncPhase();
  const session = useSession();

  if (!settings) {
    const failed = phase === 'failed';
    return (
      <ScreenFrame route={route} showTitle={false} busy={!failed}>
        <h1 className="visually-hidden">{t`Home`}</h1>
        {failed ? (
          <section className="card notice" role="alert">
            <p>{t`We can't reach the site right now. Check your connection and try again.`}</p>
            <button type="button" className="primary" onClick={onRetry}>
              {t`Retry`}
            </button>
          </section>
        ) : (
          <section className="card hero" aria-label={t`Loading`}>
            <span className="brand-skeleton" />
          </section>
        )}
      </ScreenFrame>
    );
  }

  const name = settings.merchantName;
  const userName = session?.userName;
  return (
    <ScreenFrame route={route} showTitle={false}>
      <BannerCarousel />
      <Marquee />
      <section className="card hero home-hero" data-testid="home-hero">
        <h1 tabIndex={-1}>{t`Welcome to ${name}`}</h1>
        {settings.mobileTemplate.app_desc ? <p>{settings.mobileTemplate.app_desc}</p> : null}
        {session ? (
          <div className="home-account" data-testid="home-account">
            <p>{userName ? t`Signed in as ${userName}.` : t`Signed in.`}</p>
            <AppLink to="/m/member/home" className="button primary">
              {t`Go to your account`}
            </AppLink>
          </div>
        ) : (
          <div className="home-account" data-testid="home-guest">
            <p>{t`Log in to play for real and collect your rewards.`}</p>
            <div className="actions">
              <AppLink to="/m/login" className="button primary">
                {t`Log in`}
              </AppLink>
              <AppLink to="/m/register" className="button secondary home-join">
                {t`Join now`}
              </AppLink>
            </div>
          </div>
        )}
      </section>
      <HomeGames />
    </ScreenFrame>
  );
}
