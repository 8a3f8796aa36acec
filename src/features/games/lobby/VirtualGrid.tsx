/**
 * A windowed grid of game tiles (no library): the grid keeps its full height, and only the rows near the viewport
 * (plus a few overscan rows) are in the DOM. Positions come from the grid's bounding box, so it works whichever
 * element scrolls (the window or the column).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GameCard } from '../../../shared/contract';
import { GameTile } from '../GameTile';
import { columnsFor, gridMetrics, visibleRange } from '../rules/windowing';

const MIN_TILE_PX = 100;
const GAP_PX = 10;
/** Name and vendor lines under the cover. */
const CAPTION_PX = 44;
const OVERSCAN_ROWS = 1;

export interface VirtualGridProps {
  games: readonly GameCard[];
  vendorLabel: (vendor: string) => string;
}

export function VirtualGrid({ games, vendorLabel }: VirtualGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const next = { top: Math.round(-rect.top), height: window.innerHeight };
      setViewport((current) => (current.top === next.top && current.height === next.height ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // In the next frame, not now: measuring right after a commit would force a layout inside the member's tap.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [games.length]);

  const columns = columnsFor(width, MIN_TILE_PX, GAP_PX);
  const tile = width > 0 ? (width - GAP_PX * (columns - 1)) / columns : MIN_TILE_PX;
  const rowHeight = Math.ceil(tile + CAPTION_PX + GAP_PX);
  const metrics = useMemo(() => gridMetrics(games.length, columns, rowHeight), [games.length, columns, rowHeight]);
  const range = visibleRange(metrics, games.length, viewport.top, viewport.height, OVERSCAN_ROWS);

  return (
    <div
      ref={ref}
      className="virtual-grid"
      style={{ height: metrics.height }}
      data-testid="lobby-grid"
      data-total={games.length}
      role="list"
    >
      <div
        className="game-grid virtual-grid-window"
        style={{
          transform: `translateY(${range.offsetTop}px)`,
          ['--game-columns' as string]: String(metrics.columns),
          gridAutoRows: `${rowHeight - GAP_PX}px`,
        }}
      >
        {games.slice(range.start, range.end).map((game, index) => (
          <div
            role="listitem"
            key={`${game.vendor}:${game.gameId}`}
            aria-posinset={range.start + index + 1}
            aria-setsize={games.length}
          >
            <GameTile card={game} vendorLabel={vendorLabel(game.vendor)} />
          </div>
        ))}
      </div>
    </div>
  );
}
