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
