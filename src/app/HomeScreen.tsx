/** /m/home (also /m/, /m/index, /m/index.html): the landing screen, rendered from Dexie first. */
import { Suspense, lazy, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../data/hooks';
import { RegisterEntryLink } from '../features/auth/first-screen-entry';
import { BannerCarousel, HomeGames, Marquee } from '../features/home';
import { MatchesSection, WinnersTicker } from '../features/feeds';
import { PopupAnnouncements, useAwaitedPopupAnnouncements } from '../features/promotions/popup-entry';
import { ChatEntry } from '../features/service/first-screen-entry';
import { HomeMenu } from '../features/menu';
import { markFirstScreen } from '../features/tracking';
import { AppLink, type RouteEntry } from '../platform/routing';
import { ScreenFrame } from './screens/ScreenFrame';
import { loadAfterFirstScreen } from './load-after-first-screen';
import { useSession } from '../platform/session';
import { useSyncPhase } from '../platform/sync-status';

// The permission modal's code loads with the chunk that starts after the first screen, never with the first screen.
const NotificationPrompt = lazy(() => loadAfterFirstScreen().then(({ NotificationPrompt }) => ({ default: NotificationPrompt })));

export function HomeScreen({ route, onRetry }: { route: RouteEntry; onRetry: () => void }) {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const phase = useSyncPhase();
  const session = useSession();
  const popupSlides = useAwaitedPopupAnnouncements();
  // The performance beacon's first-screen time (fs): the home content rendered.
  useEffect(() => {
    if (settings) markFirstScreen();
  }, [settings]);

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
      <Suspense fallback={null}>
        <NotificationPrompt />
      </Suspense>
      <BannerCarousel />
      <Marquee />
      <HomeMenu />
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
              <RegisterEntryLink className="button secondary home-join" data-testid="home-join">
                {t`Join now`}
              </RegisterEntryLink>
            </div>
          </div>
        )}
      </section>
      <WinnersTicker />
      <HomeGames />
      <MatchesSection />
      <PopupAnnouncements slides={popupSlides} />
      <Suspense fallback={null}>
        <ChatEntry />
      </Suspense>
    </ScreenFrame>
  );
}
