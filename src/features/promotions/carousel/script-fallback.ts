/**
 * Loading a third-party library from a CDN with backups (spec §7; ACCEPTANCE D42): each URL in order until one
 * loads and yields the library; a failure or a timeout moves on to the next. Pure over the loader it is given.
 */

/** Loads one script URL and returns what it exposes; rejects when it fails or exposes nothing. */
export type LoadOne<T> = (url: string) => Promise<T>;

export interface FallbackResult<T> {
  value: T;
  url: string;
  /** The URLs that failed before, with the reason, in order. */
  failed: { url: string; reason: string }[];
}

export class AllSourcesFailed extends Error {
  constructor(readonly failed: { url: string; reason: string }[]) {
    super(`every source failed: ${failed.map((entry) => `${entry.url} (${entry.reason})`).join(', ') || 'no source'}`);
    this.name = 'AllSourcesFailed';
  }
}

export async function loadWithFallback<T>(urls: readonly string[], loadOne: LoadOne<T>): Promise<FallbackResult<T>> {
  const failed: { url: string; reason: string }[] = [];
  for (const url of urls) {
    try {
      return { value: await loadOne(url), url, failed };
    } catch (error) {
      failed.push({ url, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  throw new AllSourcesFailed(failed);
}

/** Remembers one load per key, and forgets a failed one so a later attempt (back online) tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
