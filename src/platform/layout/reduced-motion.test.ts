// @vitest-environment jsdom
/** The reduced-motion preference: read from one media query per page, and followed live when the member changes it. */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageRuntime } from '../../shared/page-runtime';
import { useReducedMotion } from './reduced-motion';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fakeQuery(matches: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { matches, media: '(prefers-reduced-motion: reduce)' });
}

function Probe() {
  return createElement('p', null, useReducedMotion() ? 'still' : 'moving');
}

describe('useReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser once, however often it renders, and follows a change', async () => {
    startPageRuntime();
    const query = fakeQuery(false);
    const matchMedia = vi.fn(() => query);
    vi.stubGlobal('matchMedia', matchMedia);
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    const roots = ['a', 'b'].map((id) => createRoot(document.getElementById(id)!));
    await act(async () => roots.forEach((root) => root.render(createElement(Probe))));
    expect(document.body.textContent).toBe('movingmoving');

    query.matches = true;
    await act(async () => void query.dispatchEvent(new Event('change')));
    expect(document.body.textContent).toBe('stillstill');
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    await act(async () => roots.forEach((root) => root.unmount()));
  });

  it('is off where the browser has no media queries', async () => {
    startPageRuntime();
    vi.stubGlobal('matchMedia', undefined);
    document.body.innerHTML = '<div id="c"></div>';
    const root = createRoot(document.getElementById('c')!);
    await act(async () => root.render(createElement(Probe)));
    expect(document.body.textContent).toBe('moving');
    await act(async () => root.unmount());
  });
});
