/** What screens build their frame with: the column's box, drag-to-scroll strips, and sanitized server HTML. */
export { columnBox, desktopPanel } from './column';
export { DRAG_SCROLL_ATTRIBUTE } from './drag-scroll-marker';
export { useColumnBox } from './hooks';
export { useReducedMotion } from './reduced-motion';
