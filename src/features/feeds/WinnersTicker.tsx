/**
 * Home's winners ticker (ACCEPTANCE D10, Q51): the public orders feed, newest first, three rows at a time rolling up
 * every few seconds. It holds still on hover or focus, when the page is hidden, or with reduced motion. Screen
 * readers get the rows as a plain list.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCountryInfo, useStoredList } from '../../data/hooks';
import { useReducedMotion } from '../../platform/layout';
import type { GameOrder } from '../../shared/contract';
import { formatWin, winnerRows } from './rules/feeds';
import './feeds.css';

export const TICKER_STEP_MS = 2_800;
const VISIBLE_ROWS = 3;

function WinnerRow({ order, amount }: { order: GameOrder; amount: string }) {
  return (
    <li className="winner-row">
      <span className="winner-user" translate="no" dir="auto">
        {order.maskedUser}
      </span>
      <span className="winner-game" translate="no" dir="auto">
        {order.game}
      </span>
      <span className="winner-amount">{amount}</span>
    </li>
  );
}

function WinnerText({ order, amount }: { order: GameOrder; amount: string }) {
  const { t } = useLingui();
  const user = order.maskedUser;
  const game = order.game;
  return <li data-testid="winner">{t`${user} won ${amount} on ${game}`}</li>;
}

export function WinnersTicker() {
  const { t, i18n } = useLingui();
  const rows = winnerRows(useStoredList('gameOrders'));
  const country = useCountryInfo();
  const [step, setStep] = useState({ index: 0, animate: true });
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const rolling = rows.length > VISIBLE_ROWS && !held && !reduced;

  useEffect(() => {
    if (!rolling) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setStep((current) => ({ index: current.index + 1, animate: true }));
    }, TICKER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [rolling]);

  if (rows.length === 0) return null;
  const amount = (order: GameOrder) => formatWin(order, country, i18n.locale);
  // The reel repeats its first rows at the end, so the roll from the last row back to the first is seamless.
  const reel = rows.length > VISIBLE_ROWS ? [...rows, ...rows.slice(0, VISIBLE_ROWS)] : rows;

  return (
    <section
      className="feed-section winners"
      aria-labelledby="winners-title"
      data-testid="winners"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="feed-heading">
        <h2 id="winners-title">{t`Recent winners`}</h2>
        <span className="winners-live" aria-hidden="true">
          {t`Live`}
        </span>
      </div>
      <div className="winners-window" aria-hidden="true">
        <ul
          className="winners-reel"
          style={{
            transform: `translateY(calc(${-step.index} * var(--winner-row)))`,
            transition: step.animate ? undefined : 'none',
          }}
          onTransitionEnd={() => {
            if (step.index >= rows.length) setStep({ index: 0, animate: false });
          }}
        >
          {reel.map((order, position) => (
            <WinnerRow key={`${position}-${order.maskedUser}-${order.time}`} order={order} amount={amount(order)} />
          ))}
        </ul>
      </div>
      <ul className="visually-hidden" data-testid="winner-list">
        {rows.map((order, position) => (
          <WinnerText key={`${position}-${order.time}`} order={order} amount={amount(order)} />
        ))}
      </ul>
    </section>
  );
}
