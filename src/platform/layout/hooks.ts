/** Layout hooks: the column box from the window size, and whether Dexie has site settings to show. */
import { useEffect, useLayoutEffect, useState } from 'react';
import { useSiteSettingsRow } from '../../data/hooks';
import { columnBox, watchResize, type ColumnBox, type WindowSize } from './column';
import type { LocalData } from './splash';

const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

function measureWindow(): WindowSize {
  const touch = window.matchMedia?.(TOUCH_QUERY).matches ?? false;
  return {
    // The layout viewport without a classic scrollbar, so the centred column sits where margin: auto puts it. A touch
    // screen's scrollbars overlay the page, and reading clientWidth would lay the page out before its first render.
    width: (!touch && document.documentElement.clientWidth) || window.innerWidth,
    height: window.innerHeight,
    touch,
  };
}

/**
 * The app column for the current window, recomputed 100 ms after a resize settles (A36). It is also published as
 * the CSS variables --column-width and --column-left, for fixed layers (dialogs, sheets, toasts) to line up with it.
 */
export function useColumnBox(): ColumnBox & { touch: boolean } {
  const [size, setSize] = useState(measureWindow);
  useEffect(() => watchResize(window, () => setSize(measureWindow())), []);
  const box = columnBox(size);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--column-width', `${box.width}px`);
    root.setProperty('--column-left', `${box.left}px`);
  }, [box.width, box.left]);
  return { ...box, touch: size.touch };
}

/** Whether Dexie holds site settings: 'unknown' until the first read answers. */
export function useLocalData(): LocalData {
  const row = useSiteSettingsRow();
  if (row === undefined) return 'unknown';
  return row ? 'present' : 'absent';
}
