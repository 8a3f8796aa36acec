/**
 * A component whose code loads once it is wanted, and renders as soon as it is in. React.lazy would hold the
 * Suspense boundary's content back on a timer (up to 300 ms) after the code arrived; an overlay whose turn has come
 * shows once its code is there. A component loaded once renders at once on later mounts. When the code cannot load
 * (offline before the service worker had it), onFailure lets the caller give up what it holds, such as its turn.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

/** Loaded components by their loader (a module-level function): code, the same for every page runtime. */
const loaded = new WeakMap<object, unknown>();

export function useLoadedComponent<P>(load: Loader<P>, wanted: boolean, onFailure?: () => void): ComponentType<P> | null {
  const [component, setComponent] = useState(() => (loaded.get(load) as ComponentType<P> | undefined) ?? null);
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });
  useEffect(() => {
    if (!wanted || component) return undefined;
    let mounted = true;
    load().then(
      (next) => {
        loaded.set(load, next);
        if (mounted) setComponent(() => next);
      },
      (error: unknown) => {
        console.warn('A view could not be loaded', error);
        if (mounted) onFailureRef.current?.();
      },
    );
    return () => {
      mounted = false;
    };
  }, [wanted, component, load]);
  return component;
}
