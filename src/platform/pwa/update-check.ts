/**
 * The asset-list hash check (spec §4 Update; ACCEPTANCE E31–E35, Q72): GET /m/asset-manifest.json?t=<ms> with
 * cache 'no-store' (the service worker never answers it), hashed; the first run stores a baseline in localStorage,
 * a different hash later means a new version. Failures are silent: the outcome is 'failed', nothing is thrown.
 * Runs on start, when the page becomes visible, and every ASSET_HASH_CHECK_INTERVAL_MS.
 */
import { ASSET_HASH_CHECK_INTERVAL_MS } from '../../shared/constants';
import type { KeyValueStorage } from '../../shared/image-format';
import { hashText } from './hash';

export const ASSET_MANIFEST_PATH = '/m/asset-manifest.json';
export const ASSET_HASH_STORAGE_KEY = 'assetListHash';

export type CheckOutcome =
  | { kind: 'baseline'; hash: string }
  | { kind: 'same'; hash: string }
  | { kind: 'changed'; hash: string; previous: string }
  | { kind: 'failed' };

export interface ManifestResponse {
  ok: boolean;
  text(): Promise<string>;
}

export interface AssetHashCheckerDeps {
  fetch: (url: string, init: { cache: 'no-store'; credentials: 'same-origin' }) => Promise<ManifestResponse>;
  /** localStorage; null where it is unavailable (then no baseline can be kept and no change is ever reported). */
  storage: KeyValueStorage | null;
  now: () => number;
  hash?: (text: string) => Promise<string>;
}

export interface AssetHashChecker {
  /** One check; concurrent callers share the one in flight. */
  check(): Promise<CheckOutcome>;
  /** Makes hash the baseline (the new version is being loaded). */
  accept(hash: string): void;
}

export function manifestUrl(now: number): string {
  return `${ASSET_MANIFEST_PATH}?t=${now}`;
}

export function createAssetHashChecker(deps: AssetHashCheckerDeps): AssetHashChecker {
  const hash = deps.hash ?? ((text: string) => hashText(text));
  let inFlight: Promise<CheckOutcome> | undefined;

  function read(): string | null {
    try {
      return deps.storage?.getItem(ASSET_HASH_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  function accept(value: string): void {
    try {
      deps.storage?.setItem(ASSET_HASH_STORAGE_KEY, value);
    } catch {
      // Storage refused: the next start takes a new baseline.
    }
  }

  async function run(): Promise<CheckOutcome> {
    try {
      const response = await deps.fetch(manifestUrl(deps.now()), { cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) return { kind: 'failed' };
      const text = await response.text();
      JSON.parse(text); // an HTML error page or a captive portal is not an asset list
      const current = await hash(text);
      const previous = read();
      if (previous === null) {
        accept(current);
        return { kind: 'baseline', hash: current };
      }
      if (previous === current) return { kind: 'same', hash: current };
      return { kind: 'changed', hash: current, previous };
    } catch {
      return { kind: 'failed' };
    }
  }

  return {
    check() {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    accept,
  };
}

export interface VisibilitySource {
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
  readonly visibilityState: string;
}

export interface UpdateCheckScheduleDeps {
  checker: Pick<AssetHashChecker, 'check'>;
  onOutcome: (outcome: CheckOutcome) => void;
  document: VisibilitySource;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  intervalMs?: number;
}

/** Checks now, whenever the page becomes visible, and every intervalMs; returns a stop function. */
export function startUpdateChecks(deps: UpdateCheckScheduleDeps): () => void {
  const run = () => void deps.checker.check().then(deps.onOutcome);
  const onVisibility = () => {
    if (deps.document.visibilityState === 'visible') run();
  };
  run();
  deps.document.addEventListener('visibilitychange', onVisibility);
  const timer = deps.setInterval(run, deps.intervalMs ?? ASSET_HASH_CHECK_INTERVAL_MS);
  return () => {
    deps.document.removeEventListener('visibilitychange', onVisibility);
    deps.clearInterval(timer);
  };
}
