/**
 * The page's state in one object. A module that keeps state for the page (a store, a once-guard, a sync in flight)
 * declares its part with pageState; the part is made inside the current runtime when first used. The start creates
 * the page's runtime; a test starts its own and gets fresh parts, with no module reloaded.
 *
 * Caches of loaded code and open connections (the sanitizer, the captcha script, the IndexedDB connection, the worker
 * the boot script started) stay in their modules: they hold nothing of the member's and are the same for every runtime.
 * So does the language runtime: Lingui's macros use its one global instance (src/i18n/runtime.ts).
 */
type Parts = Map<object, unknown>;

// eslint-disable-next-line no-restricted-syntax -- the one holder of the runtime
let current: Parts | undefined;

/** A fresh runtime for this page: every part is made again on its next use. */
export function startPageRuntime(): void {
  current = new Map();
}

/** Declares a part of the page's state: the returned accessor makes it on first use in the current runtime. */
export function pageState<T>(create: () => T): () => T {
  const key = {};
  return () => {
    current ??= new Map();
    if (!current.has(key)) current.set(key, create());
    return current.get(key) as T;
  };
}

/** A value with listeners, for useSyncExternalStore. */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A page value: its store in the current runtime. */
export function pageValue<T>(initial: T): () => ValueStore<T> {
  return pageState(() => createValueStore(initial));
}

/** Something made once the page has started a part of itself: callers before that wait for it. */
export interface Ready<T> {
  readonly value: T | undefined;
  set(next: T): void;
  when(): Promise<T>;
}

export function createReady<T>(): Ready<T> {
  let value: T | undefined;
  let resolve: (value: T) => void = () => undefined;
  const first = new Promise<T>((settle) => (resolve = settle));
  return {
    get value() {
      return value;
    },
    set(next) {
      value = next;
      resolve(next);
    },
    when: () => (value === undefined ? first : Promise.resolve(value)),
  };
}
