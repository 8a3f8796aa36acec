/** The attribute that marks a horizontal strip as draggable with a mouse (drag-scroll.ts, which loads only with one). */
export const DRAG_SCROLL_ATTRIBUTE = 'data-drag-scroll';
