/**
 * Hand-written windowing for the lobby grid: which rows of a fixed-height grid to render for a scroll position,
 * so thousands of games keep only a few dozen cards in the DOM.
 */

export interface GridMetrics {
  columns: number;
  rowHeight: number;
  rows: number;
  /** Total height of the grid. */
  height: number;
}

/** Columns that fit a width with cards at least minCardWidth wide (at least 1). */
export function columnsFor(width: number, minCardWidth: number, gap: number): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
}

export function gridMetrics(count: number, columns: number, rowHeight: number): GridMetrics {
  const safeColumns = Math.max(1, Math.floor(columns));
  const rows = Math.ceil(Math.max(0, count) / safeColumns);
  return { columns: safeColumns, rowHeight, rows, height: rows * rowHeight };
}

export interface WindowRange {
  /** First item index rendered (inclusive). */
  start: number;
  /** Last item index rendered (exclusive). */
  end: number;
  /** Offset of the first rendered row from the top of the grid. */
  offsetTop: number;
}

/**
 * The items to render: the rows the viewport shows (viewportTop relative to the grid's top, may be negative while the
 * grid is below the fold) plus overscan rows on each side.
 */
export function visibleRange(
  metrics: GridMetrics,
  count: number,
  viewportTop: number,
  viewportHeight: number,
  overscanRows = 3,
): WindowRange {
  if (count <= 0 || metrics.rows === 0 || metrics.rowHeight <= 0) return { start: 0, end: 0, offsetTop: 0 };
  const firstRow = Math.floor(Math.max(0, viewportTop) / metrics.rowHeight);
  const lastRow = Math.ceil(Math.max(0, viewportTop + viewportHeight) / metrics.rowHeight);
  const startRow = Math.min(metrics.rows, Math.max(0, firstRow - overscanRows));
  const endRow = Math.min(metrics.rows, Math.max(startRow, lastRow + overscanRows));
  return {
    start: startRow * metrics.columns,
    end: Math.min(count, endRow * metrics.columns),
    offsetTop: startRow * metrics.rowHeight,
  };
}
