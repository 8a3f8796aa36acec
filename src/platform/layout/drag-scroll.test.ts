// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDragTracker, DRAG_THRESHOLD_PX, installDragScroll } from './drag-scroll';

describe('drag tracker (A37)', () => {
  it('scrolls by the distance moved once past the threshold', () => {
    const tracker = createDragTracker();
    tracker.down(500, 40);
    expect(tracker.move(500 - (DRAG_THRESHOLD_PX - 1))).toBeUndefined();
    expect(tracker.move(300)).toBe(240);
    expect(tracker.move(320)).toBe(220);
    expect(tracker.up()).toBe(true);
  });

  it('a press without movement is a click', () => {
    const tracker = createDragTracker();
    tracker.down(100, 0);
    expect(tracker.move(102)).toBeUndefined();
    expect(tracker.up()).toBe(false);
    expect(tracker.move(0)).toBeUndefined();
  });
});

describe('drag-to-scroll in the document', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    document.body.innerHTML = '';
  });

  function pointer(type: string, target: Element, clientX: number, pointerType = 'mouse') {
    const event = new MouseEvent(type, { clientX, button: 0, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    target.dispatchEvent(event);
  }

  function strip() {
    document.body.innerHTML = '<div data-drag-scroll><button id="card">Card</button></div>';
    const area = document.querySelector<HTMLElement>('[data-drag-scroll]')!;
    Object.defineProperty(area, 'scrollWidth', { value: 2000 });
    Object.defineProperty(area, 'clientWidth', { value: 400 });
    const card = document.getElementById('card')!;
    let clicks = 0;
    card.addEventListener('click', () => clicks++);
    return { area, card, clicks: () => clicks };
  }

  it('a mouse drag of 200 px left scrolls the strip 200 px and the card does not open', () => {
    uninstall = installDragScroll(document);
    const { area, card, clicks } = strip();
    pointer('pointerdown', card, 600);
    pointer('pointermove', card, 500);
    pointer('pointermove', card, 400);
    pointer('pointerup', card, 400);
    card.click();
    expect(area.scrollLeft).toBe(200);
    expect(clicks()).toBe(0);
  });

  it('a plain click still opens the card, and touch is left to the browser', () => {
    uninstall = installDragScroll(document);
    const { area, card, clicks } = strip();
    pointer('pointerdown', card, 600);
    pointer('pointerup', card, 601);
    card.click();
    expect(clicks()).toBe(1);
    pointer('pointerdown', card, 600, 'touch');
    pointer('pointermove', card, 300, 'touch');
    pointer('pointerup', card, 300, 'touch');
    expect(area.scrollLeft).toBe(0);
  });
});
