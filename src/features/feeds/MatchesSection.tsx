/** Home's sports section (ACCEPTANCE D8): the stored GCSGAME_getGameMatchV2 matches, soonest first, with 1X2 odds. */
import { useLingui } from '@lingui/react/macro';
import { useStoredList } from '../../data/hooks';
import { AppLink } from '../../platform/routing';
import { DRAG_SCROLL_ATTRIBUTE } from '../../platform/layout';
import { formatKickOff, oddsLabels, upcomingMatches } from './rules/feeds';
import './feeds.css';

export function MatchesSection({ now = Date.now() }: { now?: number }) {
  const { t, i18n } = useLingui();
  const matches = upcomingMatches(useStoredList('gameMatches'), now);
  if (matches.length === 0) return null;

  return (
    <section className="feed-section" aria-labelledby="matches-title" data-testid="matches">
      <div className="feed-heading">
        <h2 id="matches-title">{t`Upcoming matches`}</h2>
        <AppLink to="/m/sports" className="more-link">
          {t`All sports`}
        </AppLink>
      </div>
      {/* Focusable so that keyboard users can scroll the strip (its cards hold nothing else to focus). */}
      <ul className="match-strip" tabIndex={0} aria-labelledby="matches-title" {...{ [DRAG_SCROLL_ATTRIBUTE]: '' }}>
        {matches.map((match) => (
          <li key={match.matchId} className="match-card" data-testid="match" data-match={match.matchId}>
            <p className="match-meta">
              <span className="match-league" translate="no" dir="auto">
                {match.league}
              </span>
              <time dateTime={new Date(match.startTime).toISOString()}>{formatKickOff(match.startTime, i18n.locale)}</time>
            </p>
            <p className="match-teams">
              <span translate="no" dir="auto">
                {match.home}
              </span>
              <span className="match-vs" aria-hidden="true">
                vs
              </span>
              <span className="visually-hidden">{t`versus`}</span>
              <span translate="no" dir="auto">
                {match.away}
              </span>
            </p>
            <ul className="match-odds" aria-label={t`Odds`}>
              {oddsLabels(match.odds).map((odd) => (
                <li key={odd.label}>
                  <span className="match-odd-label">{odd.label}</span>
                  <span className="match-odd-value">{odd.value}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
