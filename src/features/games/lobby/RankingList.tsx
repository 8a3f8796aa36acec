/** The winners ranking (R22): rank, masked member, game and amount; the first three get medals. */
import { useLingui } from '@lingui/react/macro';
import type { RankingEntry } from '../../../shared/contract';

export function RankingList({ rows, amount }: { rows: readonly RankingEntry[]; amount: (value: number) => string }) {
  const { t } = useLingui();
  return (
    <ol className="ranking-list" aria-label={t`Top winners`} data-testid="ranking-list">
      {rows.map((row) => (
        <li key={`${row.rank}:${row.maskedUser}`} className="ranking-row" data-testid="ranking-row">
          <span className={`ranking-rank${row.rank <= 3 ? ` ranking-medal-${row.rank}` : ''}`}>{row.rank}</span>
          <span className="ranking-who">
            <span className="ranking-user">{row.maskedUser}</span>
            <span className="ranking-game">{row.game}</span>
          </span>
          <span className="ranking-amount">{amount(row.amount)}</span>
        </li>
      ))}
    </ol>
  );
}
