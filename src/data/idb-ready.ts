/**
 * Safari 14's first indexedDB.open after the browser starts can wait for ever, until indexedDB.databases() is called.
 * Dexie works around it in the workers (its idbReady); the page's own reads (./page-store.ts) do the same: on Safari,
 * databases() is asked every 100 ms until it answers, and only then is the database opened.
 */
export interface IdbReadyEnvironment {
  userAgent: string;
  /** Chromium-based browsers have navigator.userAgentData; Safari does not. */
  hasUserAgentData: boolean;
  databases?: () => Promise<unknown>;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export const IDB_READY_POLL_MS = 100;

const isSafari = ({ userAgent, hasUserAgentData }: IdbReadyEnvironment) =>
  !hasUserAgentData && /Safari\//.test(userAgent) && !/Chrom(e|ium)\//.test(userAgent);

export function idbReady(environment: IdbReadyEnvironment): Promise<void> {
  const { databases } = environment;
  if (!databases || !isSafari(environment)) return Promise.resolve();
  let handle: unknown;
  return new Promise<void>((resolve) => {
    const ask = () =>
      void databases().then(
        () => resolve(),
        () => resolve(),
      );
    handle = environment.setInterval(ask, IDB_READY_POLL_MS);
    ask();
  }).finally(() => environment.clearInterval(handle));
}

export function browserIdbReady(): Promise<void> {
  if (typeof navigator === 'undefined' || typeof indexedDB === 'undefined') return Promise.resolve();
  return idbReady({
    userAgent: navigator.userAgent,
    hasUserAgentData: 'userAgentData' in navigator,
    databases: typeof indexedDB.databases === 'function' ? () => indexedDB.databases() : undefined,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  });
}
