/**
 * Drag-to-scroll on wide screens (spec §2; ACCEPTANCE A37): with a mouse, pressing on an element marked
 * data-drag-scroll and moving scrolls it horizontally, and a drag (more than a few pixels) swallows the click that
 * ends it, so the card under the pointer does not open. Touch and pen keep the browser's own scrolling.
 */

import { DRAG_SCROLL_ATTRIBUTE } from './drag-scroll-marker';

/** Movement below this is still a click. */
export const DRAG_THRESHOLD_PX = 5;

export interface DragTracker {
  /** Pointer pressed at x over content scrolled to scrollLeft. */
  down(x: number, scrollLeft: number): void;
  /** The scrollLeft to apply for pointer x, or undefined while it is still a click (or nothing is pressed). */
  move(x: number): number | undefined;
  /** Pointer released: true when it was a drag, so the click that follows must be swallowed. */
  up(): boolean;
}

export function createDragTracker(threshold = DRAG_THRESHOLD_PX): DragTracker {
  let start: { x: number; scrollLeft: number } | undefined;
  let dragging = false;
  return {
    down(x, scrollLeft) {
      start = { x, scrollLeft };
      dragging = false;
    },
    move(x) {
      if (!start) return undefined;
      const dx = x - start.x;
      if (!dragging && Math.abs(dx) < threshold) return undefined;
      dragging = true;
      return start.scrollLeft - dx;
    },
    up() {
      const dragged = dragging;
      start = undefined;
      dragging = false;
      return dragged;
    },
  };
}

/** Installs drag-to-scroll for every [data-drag-scroll] element of the document; returns the uninstaller. */
export function installDragScroll(doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  const tracker = createDragTracker();
  let target: HTMLElement | undefined;

  const swallowClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const stopSwallowing = () => view.removeEventListener('click', swallowClick, true);

  const onDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const area = (event.target as Element | null)?.closest?.<HTMLElement>(`[${DRAG_SCROLL_ATTRIBUTE}]`);
    if (!area || area.scrollWidth <= area.clientWidth) return;
    target = area;
    tracker.down(event.clientX, area.scrollLeft);
  };
  const onMove = (event: PointerEvent) => {
    if (!target) return;
    const next = tracker.move(event.clientX);
    if (next === undefined) return;
    target.classList.add('is-dragging');
    target.scrollLeft = next;
    event.preventDefault();
  };
  const onUp = () => {
    if (!target) return;
    target.classList.remove('is-dragging');
    target = undefined;
    if (!tracker.up()) return;
    view.addEventListener('click', swallowClick, true);
    // The click, when there is one, comes right after pointerup; never swallow a later one.
    view.setTimeout(stopSwallowing, 0);
  };
  /** Images and links in a strip are draggable by default; that native drag would steal the pointer. */
  const onDragStart = (event: DragEvent) => {
    if ((event.target as Element | null)?.closest?.(`[${DRAG_SCROLL_ATTRIBUTE}]`)) event.preventDefault();
  };

  view.addEventListener('pointerdown', onDown, true);
  view.addEventListener('pointermove', onMove, true);
  view.addEventListener('pointerup', onUp, true);
  view.addEventListener('pointercancel', onUp, true);
  view.addEventListener('dragstart', onDragStart, true);
  return () => {
    view.removeEventListener('pointerdown', onDown, true);
    view.removeEventListener('pointermove', onMove, true);
    view.removeEventListener('pointerup', onUp, true);
    view.removeEventListener('pointercancel', onUp, true);
    view.removeEventListener('dragstart', onDragStart, true);
    stopSwallowing();
  };
}
