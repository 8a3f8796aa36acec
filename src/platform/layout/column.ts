/**
 * The app column (spec §2, §9; ACCEPTANCE A35, A36): on wide screens a centred column at most 9/16 of the window
 * height wide, on phones the full width. Computed in JS from the window size; resizes are debounced by 100 ms.
 */
import { LAYOUT_MAX_WIDTH_RATIO, LAYOUT_RESIZE_DEBOUNCE_MS } from '../../shared/constants';
import { debounce, type DebounceTimers } from '../debounce';

export interface WindowSize {
  width: number;
  height: number;
  /** A touch-first device (coarse pointer, no hover): a phone or tablet always gets the full width. */
  touch: boolean;
}

export interface ColumnBox {
  width: number;
  left: number;
  /** The column is narrower than the window: there is room beside it (desktop panels). */
  centred: boolean;
}

export function columnBox({ width, height, touch }: WindowSize): ColumnBox {
  const columnWidth = touch ? width : Math.min(width, height * LAYOUT_MAX_WIDTH_RATIO);
  return { width: columnWidth, left: (width - columnWidth) / 2, centred: columnWidth < width };
}

export interface ResizeSource {
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/** Calls onResize once the window has stopped resizing for 100 ms. Returns the unsubscribe function. */
export function watchResize(source: ResizeSource, onResize: () => void, timers?: DebounceTimers): () => void {
  let active = true;
  const settled = debounce(() => active && onResize(), LAYOUT_RESIZE_DEBOUNCE_MS, timers);
  source.addEventListener('resize', settled);
  return () => {
    active = false;
    source.removeEventListener('resize', settled);
  };
}

/** Room the desktop panel needs beside the column, and its gap to the column. */
const PANEL_MIN_WIDTH = 220;
const PANEL_MAX_WIDTH = 340;
const PANEL_GAP = 40;

/** Where the desktop feature panel goes (E53): right of the column, on wide non-touch screens with room for it. */
export function desktopPanel(box: { left: number; width: number; touch: boolean }): { left: number; width: number } | null {
  if (box.touch) return null;
  const width = Math.min(PANEL_MAX_WIDTH, box.left - 2 * PANEL_GAP);
  if (width < PANEL_MIN_WIDTH) return null;
  return { left: box.left + box.width + PANEL_GAP, width };
}
