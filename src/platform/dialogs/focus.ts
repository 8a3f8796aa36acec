/** Focus rules of the modal dialogs: which elements take focus, and where Tab goes next inside the trap. */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'));
}

/**
 * The index Tab (or Shift+Tab) moves to among count focusable elements, wrapping at both ends. current is -1 when
 * focus is outside them (on the dialog itself): Tab then goes to the first, Shift+Tab to the last.
 */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}
