// @vitest-environment jsdom
import { act, createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadedComponent } from './use-loaded-component';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

/** A loader whose answer the test releases, counting its calls. */
function deferredLoader() {
  let release: (component: ComponentType<{ name: string }>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return { load, release: (component = Greeting) => release(component), fail: (error: Error) => fail(error) };
}

describe('useLoadedComponent', () => {
  let root: Root;
  const render = (loader: ReturnType<typeof deferredLoader>['load'], wanted: boolean, onFailure?: () => void) =>
    act(async () => {
      function Host() {
        const Loaded = useLoadedComponent(loader, wanted, onFailure);
        return Loaded ? createElement(Loaded, { name: 'member' }) : null;
      }
      root.render(createElement(Host));
    });
  const text = () => document.getElementById('mount')!.textContent;

  beforeEach(() => {
    document.body.innerHTML = '<div id="mount"></div>';
    root = createRoot(document.getElementById('mount')!);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
  });

  it('loads nothing until wanted, then renders the component once its code is in', async () => {
    const loader = deferredLoader();
    await render(loader.load, false);
    expect(loader.load).not.toHaveBeenCalled();
    expect(text()).toBe('');

    await render(loader.load, true);
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(text()).toBe('');
    await act(async () => loader.release());
    expect(text()).toBe('Hello member');
  });

  it('renders at once on a later mount, without loading again', async () => {
    const loader = deferredLoader();
    await render(loader.load, true);
    await act(async () => loader.release());
    await act(async () => root.unmount());

    root = createRoot(document.getElementById('mount')!);
    await render(loader.load, true);
    expect(text()).toBe('Hello member');
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('a failed load leaves nothing rendered, says why and tells the caller, which may give up what it holds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    const loader = deferredLoader();
    await render(loader.load, true, onFailure);
    expect(onFailure).not.toHaveBeenCalled();
    await act(async () => loader.fail(new Error('chunk missing')));
    expect(text()).toBe('');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('A view could not be loaded', expect.any(Error));
    warn.mockRestore();
  });
});
