// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppLink } from './AppLink';
import { TrackedHrefProvider } from './TrackedHref';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('AppLink (A27, A28: in-app links keep the tracking parameters)', () => {
  let root: Root;
  let renders: number;

  const mount = async (children: ReactNode) => {
    await act(async () => root.render(createElement(TrackedHrefProvider, null, children)));
  };
  /** The link, counting its renders: AppLink's hooks run as this component's own. */
  function CountedLink() {
    renders += 1;
    return AppLink({ to: '/m/login', children: 'Log in' });
  }
  const link = () => document.querySelector('a')!;
  const click = (init: MouseEventInit = {}) =>
    act(async () => {
      link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    });

  beforeEach(() => {
    history.replaceState(null, '', '/m/game?affiliateCode=a1');
    sessionStorage.clear();
    document.body.innerHTML = '<div id="mount"></div>';
    root = createRoot(document.getElementById('mount')!);
    renders = 0;
  });

  afterEach(async () => {
    await act(async () => root.unmount());
  });

  it('is a real link with the tracking parameters, and a plain click navigates in the app', async () => {
    await mount(createElement(AppLink, { to: '/m/login' }, 'Log in'));
    expect(link().getAttribute('href')).toBe('/m/login?affiliateCode=a1');

    await click();
    expect(location.pathname + location.search).toBe('/m/login?affiliateCode=a1');
  });

  it('leaves a modified click to the browser (a new tab), and a handler may cancel the navigation', async () => {
    let calls = 0;
    const onClick = (event: { preventDefault(): void }) => {
      calls += 1;
      event.preventDefault();
    };
    await mount(createElement(AppLink, { to: '/m/login', onClick }, 'Log in'));
    const before = location.href;

    let defaultPrevented = false;
    await act(async () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
      // jsdom does not follow links: what matters is that the app leaves the event alone.
      link().dispatchEvent(event);
      defaultPrevented = event.defaultPrevented;
    });
    expect([defaultPrevented, calls]).toEqual([false, 0]);

    await click();
    expect(calls).toBe(1);
    expect(location.href).toBe(before);
  });

  it('does not render again when a navigation keeps the tracking parameters (a category tab)', async () => {
    await mount(createElement(CountedLink));
    const afterMount = renders;

    await act(async () => history.pushState(null, '', '/m/game?category=SLOT&affiliateCode=a1'));
    expect(renders).toBe(afterMount);

    await act(async () => history.pushState(null, '', '/m/game?affiliateCode=a2'));
    expect(renders).toBe(afterMount + 1);
    expect(link().getAttribute('href')).toBe('/m/login?affiliateCode=a2');
  });
});
