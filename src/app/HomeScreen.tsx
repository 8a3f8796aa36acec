import { useSiteSettings } from '../data/hooks';
import { useSyncPhase } from './sync-status';

export function HomeScreen({ onRetry }: { onRetry: () => void }) {
  const settings = useSiteSettings();
  const phase = useSyncPhase();

  if (!settings) {
    if (phase === 'failed') {
      return (
        <main>
          <section className="card notice" role="alert">
            <p>We can't reach the site right now. Check your connection and try again.</p>
            <button type="button" className="primary" onClick={onRetry}>
              Retry
            </button>
          </section>
        </main>
      );
    }
    return (
      <main aria-busy="true">
        <section className="card hero" aria-label="Loading">
          <span className="brand-skeleton" />
        </section>
      </main>
    );
  }

  return (
    <main>
      <section className="card hero" data-testid="home-hero">
        <h1>Welcome to {settings.merchantName}</h1>
        <p>{settings.mobileTemplate.app_desc}</p>
      </section>
    </main>
  );
}
