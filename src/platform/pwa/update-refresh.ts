/**
 * Refresh after an update prompt (ARCHITECTURE "the update flow"): the waiting service worker is told to
 * SKIP_WAITING, and the page reloads once when it takes control (or at once when no worker is waiting), then the
 * reload rule decides where (spec §2; ACCEPTANCE A24, A25: eight paths reload in place, others go to /m/home).
 *
 * Never a reload loop: one reload per document (in memory), and a sessionStorage mark of the hash a reload was
 * done for: if the page comes back and still reports that same hash as new, it is accepted without a prompt.
 */
import { afterUpdateTarget } from '../routing/update-reload';
import type { KeyValueStorage } from '../../shared/image-format';
import { readItem, writeItem } from '../web-storage';

export const UPDATE_RELOAD_MARK_KEY = 'pwa.updateReloadedFor';
/** How long Refresh waits for the new worker to take control before reloading anyway. */
export const CONTROLLER_CHANGE_TIMEOUT_MS = 3_000;

export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
}

export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  reload(): void;
  replace(url: string): void;
}

export interface RefreshDeps {
  getRegistration: () => Promise<RegistrationLike | undefined>;
  /** Subscribes to navigator.serviceWorker 'controllerchange'; returns the unsubscribe. */
  onControllerChange: (listener: () => void) => () => void;
  location: LocationLike;
  session: KeyValueStorage | null;
  acceptHash: (hash: string) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  controllerChangeTimeoutMs?: number;
}

export interface UpdateRefresher {
  /** The member pressed Refresh on the prompt for hash (null for an old-shell cleanup). */
  refresh(hash: string | null): Promise<void>;
  /** False when a reload was already done for this hash in this tab: accept it instead of prompting again. */
  shouldPrompt(hash: string): boolean;
  /** How many reloads this document started (0 or 1). */
  readonly reloads: number;
}

export function createUpdateRefresher(deps: RefreshDeps): UpdateRefresher {
  const timeoutMs = deps.controllerChangeTimeoutMs ?? CONTROLLER_CHANGE_TIMEOUT_MS;
  let reloads = 0;
  let refreshing = false;

  function reloadOnce(): void {
    if (reloads > 0) return;
    reloads += 1;
    const target = afterUpdateTarget(deps.location.pathname, deps.location.search);
    if (target.kind === 'reload') deps.location.reload();
    else deps.location.replace(target.to);
  }

  async function activateWaiting(registration: RegistrationLike | undefined): Promise<void> {
    const worker = registration?.waiting ?? registration?.installing ?? null;
    if (!worker) {
      reloadOnce();
      return;
    }
    const unsubscribe = deps.onControllerChange(() => {
      unsubscribe();
      reloadOnce();
    });
    deps.setTimeout(() => {
      unsubscribe();
      reloadOnce();
    }, timeoutMs);
    if (worker.state === 'installed') {
      worker.postMessage({ type: 'SKIP_WAITING' });
      return;
    }
    // Still installing: it waits once installed, then it is told to take over.
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') worker.postMessage({ type: 'SKIP_WAITING' });
      if (worker.state === 'redundant') reloadOnce();
    });
  }

  return {
    async refresh(hash) {
      if (refreshing) return;
      refreshing = true;
      if (hash) {
        deps.acceptHash(hash);
        // Refused by sessionStorage, the in-memory guard still allows one reload.
        writeItem(deps.session, UPDATE_RELOAD_MARK_KEY, hash);
      }
      const registration = await deps.getRegistration().catch(() => undefined);
      await activateWaiting(registration);
    },
    shouldPrompt(hash) {
      return readItem(deps.session, UPDATE_RELOAD_MARK_KEY) !== hash;
    },
    get reloads() {
      return reloads;
    },
  };
}
