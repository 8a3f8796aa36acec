/**
 * The body of /m/news: the merchant's announcements, the ticker's (PR) and then the popups', in their order, each
 * with its title, its (sanitized) text and its picture. A skeleton holds the place until they are stored once.
 */
import { useLingui } from '@lingui/react/macro';
import { useAnnouncements } from '../../../data/hooks';
import { CdnImage } from '../../../platform/layout/CdnImage';
import { SafeHtml } from '../../../platform/layout/SafeHtml';
import { useSyncPhase } from '../../../platform/sync-status';
import { MARQUEE_TYPE, POPUP_TYPE } from '../../../shared/constants';
import { ofType } from '../rules/announcements';
import './news.css';

export function NewsList() {
  const { t } = useLingui();
  const ticker = useAnnouncements(MARQUEE_TYPE);
  const popups = useAnnouncements(POPUP_TYPE);
  const phase = useSyncPhase();
  const items = [...ofType(ticker, MARQUEE_TYPE), ...ofType(popups, POPUP_TYPE)];

  if (items.length === 0 && (ticker === undefined || popups === undefined) && phase !== 'failed') {
    return (
      <section className="card news-item" aria-busy="true" aria-label={t`Loading`} data-testid="news-loading">
        <span className="screen-skeleton screen-skeleton-title" />
        <span className="screen-skeleton screen-skeleton-card" />
      </section>
    );
  }
  if (items.length === 0) {
    return (
      <section className="card news-empty" data-testid="news-empty">
        <h2>{t`No news right now`}</h2>
        <p>{t`Announcements and results appear here as soon as they are published.`}</p>
      </section>
    );
  }
  return (
    <ul className="news-list" aria-label={t`Announcements`}>
      {items.map((item) => (
        <li key={item.id}>
          <article className="card news-item" data-testid="news-item" data-id={item.id}>
            {item.imageUrl ? (
              <CdnImage className="news-image" src={item.imageUrl} alt="" loading="lazy" decoding="async" />
            ) : null}
            {item.title ? (
              <h2 className="news-title" dir="auto">
                {item.title}
              </h2>
            ) : null}
            {item.content ? <SafeHtml className="news-content" html={item.content} dir="auto" /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
