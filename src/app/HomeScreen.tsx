/** /m/home (also /m/, /m/index, /m/index.html): the landing screen, rendered from Dexie first. */
import { useSiteSettings } from '../data/hooks';
import { AppLink, CATEGORY_PAGES, type RouteEntry } from './routing';
import { ScreenFrame } from './screens/ScreenFrame';
import { useSession } from './session';
import { useSyncPhase } from './sync-status';

export function HomeScreen({ route, onRetry }: { route: RouteEntry; onRetry: () => void }) {
  const settings = useSiteSettings();
  const phase = useSyncPhase();
  const session = useSession();

  if (!settings) {
    const failed = phase === 'failed';
    return (
      <ScreenFrame route={route} showTitle={false} busy={!failed}>
        <h1 className="visually-hidden">Home</h1>
        {failed ? (
          <section className="card notice" role="alert">
            <p>We can't reach the site right now. Check your connection and try again.</p>
            <button type="button" className="primary" onClick={onRetry}>
              Retry
            </button>
          </section>
        ) : (
          <section className="card hero" aria-label="Loading">
            <span className="brand-skeleton" />
          </section>
        )}
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame route={route} showTitle={false}>
      <section className="card hero" data-testid="home-hero">
        <h1 tabIndex={-1}>Welcome to {settings.merchantName}</h1>
        <p>{settings.mobileTemplate.app_desc}</p>
      </section>
      {session ? (
        <section className="card home-account" data-testid="home-account">
          <p>
            Signed in{session.userName ? ` as ${session.userName}` : ''}.{' '}
            <AppLink to="/m/member/home">Go to your account</AppLink>
          </p>
        </section>
      ) : (
        <section className="card home-account" data-testid="home-guest">
          <p>Log in to play for real and collect your rewards.</p>
          <div className="actions">
            <AppLink to="/m/login" className="button primary">
              Log in
            </AppLink>
            <AppLink to="/m/register" className="button secondary">
              Join now
            </AppLink>
          </div>
        </section>
      )}
      <nav className="card category-grid" aria-label="Game categories">
        <h2>Play</h2>
        <ul>
          {CATEGORY_PAGES.map((page) => (
            <li key={page.path}>
              <AppLink to={page.path}>{page.title}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenFrame>
  );
}
