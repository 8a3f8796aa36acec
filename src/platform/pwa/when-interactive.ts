import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** After the load event, at the next idle moment (or a short timeout where requestIdleCallback is missing). */
export function whenInteractive(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => window.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

/** A lazy component whose code loads once the page is interactive (whenInteractive), not at its first render. */
export function lazyWhenInteractive<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    whenInteractive()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
