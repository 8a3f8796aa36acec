/**
 * Evidence that something did not happen, without sleeping: a test waits for the moment the product made the
 * decision that would have caused it, then asserts it is absent. Where a decision that comes out "no" leaves no
 * trace of its own (a check that found the same asset list, a once-rule that found its flag, a failed call the page
 * keeps quiet about), these init scripts record that moment inside the page, per document.
 *
 * A moment is recorded one task after it happened (a MessageChannel message, which Playwright's clock does not
 * fake): by then the promise continuations that follow it, and the synchronous React renders they cause, have run.
 */
import type { Page } from '@playwright/test';
import { ASSET_MANIFEST_PATH } from '../../../src/platform/pwa/update-check';

/** A call the page made to its API worker (a Comlink APPLY message): `api.call(name, …)` has method 'call'. */
export interface WorkerCall {
  method: string;
  /** The endpoint of an `api.call`. */
  name?: string;
  args: unknown[];
  /** The page has had the worker's answer, and acted on it. */
  answered: boolean;
}

/** A fetch made by the page itself (not its workers). */
export interface PageFetch {
  method: string;
  url: string;
  /** The page has had the response, and the body it started reading at once, and acted on them. */
  answered: boolean;
}

interface Records {
  assetChecks?: number;
  reads?: Record<string, number>;
  workerCalls?: WorkerCall[];
  fetches?: PageFetch[];
}

type Target = Pick<Page, 'addInitScript'>;

/** What the watchers share in the page: the records, and `later(done)`, which runs done one task later. */
interface InPage {
  __e2eAbsence: Records;
  __e2eLater: (done: () => void) => void;
}

/** Sets up what the watchers share; each watcher's own script runs after it (init scripts run in order). */
async function prepare(target: Target): Promise<void> {
  await target.addInitScript(() => {
    const page = window as unknown as Partial<InPage>;
    page.__e2eAbsence ??= {};
    page.__e2eLater ??= (done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        done();
      };
      channel.port2.postMessage(null);
    };
  });
}

const records = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eAbsence?: Records }).__e2eAbsence ?? ({} as Records));

/**
 * Counts the asset-list checks (GET /m/asset-manifest.json) that have come to their outcome: the list read and
 * hashed (the check compares the hash with the stored one at once), or the request failed.
 */
export async function watchAssetChecks(target: Target): Promise<void> {
  await prepare(target);
  await target.addInitScript((path: string) => {
    const { __e2eAbsence: slot, __e2eLater: later } = window as unknown as InPage;
    slot.assetChecks = 0;
    const decided = () => later(() => (slot.assetChecks = (slot.assetChecks ?? 0) + 1));
    // Lists read and not hashed yet (other code hashes too: Dexie digests a byte at start).
    const lists = new Set<string>();
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      const response = fetch.call(window, input, init);
      if (!(input instanceof Request ? input.url : String(input)).includes(path)) return response;
      response.then((answer) => {
        if (!answer.ok) return decided();
        const text = answer.text;
        Object.defineProperty(answer, 'text', {
          value(this: Response) {
            const body = text.call(this);
            body.then((list) => {
              try {
                JSON.parse(list);
                lists.add(list);
              } catch {
                decided(); // not an asset list: the check fails
              }
            }, decided);
            return body;
          },
        });
      }, decided);
      return response;
    };
    const digest = SubtleCrypto.prototype.digest;
    SubtleCrypto.prototype.digest = function (this: SubtleCrypto, algorithm: AlgorithmIdentifier, data: BufferSource) {
      const hashed = digest.call(this, algorithm, data);
      if (lists.delete(new TextDecoder().decode(data))) hashed.then(decided, decided);
      return hashed;
    };
  }, ASSET_MANIFEST_PATH);
}

export async function assetChecks(page: Page): Promise<number> {
  return (await records(page)).assetChecks ?? 0;
}

/** Counts the page's reads of a localStorage or sessionStorage key (the input of a decision made right there). */
export async function watchStorageReads(target: Target, key: string): Promise<void> {
  await prepare(target);
  await target.addInitScript((name: string) => {
    const { __e2eAbsence: slot, __e2eLater: later } = window as unknown as InPage;
    const reads = (slot.reads ??= {});
    reads[name] = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, item: string) {
      if (item === name) later(() => (reads[name] = (reads[name] ?? 0) + 1));
      return getItem.call(this, item);
    };
  }, key);
}

export async function storageReads(page: Page, key: string): Promise<number> {
  return (await records(page)).reads?.[key] ?? 0;
}

/** Records the page's calls to its API worker and its own fetches, each with whether it has been answered. */
export async function watchPageCalls(target: Target): Promise<void> {
  await prepare(target);
  await target.addInitScript(() => {
    const { __e2eAbsence: slot, __e2eLater: later } = window as unknown as InPage;
    const calls: WorkerCall[] = (slot.workerCalls = []);
    const fetches: PageFetch[] = (slot.fetches = []);

    // Comlink's wire format: { id, type: 'APPLY', path, argumentList: [{ type: 'RAW', value }] }, answered by a
    // message with the same id.
    const byId = new Map<string, WorkerCall>();
    const heard = new WeakSet<Worker>();
    const postMessage = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const message = args[0] as { id?: string; type?: string; path?: string[]; argumentList?: { value?: unknown }[] };
      if (message?.type === 'APPLY' && message.id && message.path) {
        const values = (message.argumentList ?? []).map((argument) => argument?.value);
        const call: WorkerCall = {
          method: message.path.join('.'),
          ...(message.path[0] === 'call' ? { name: String(values[0]) } : {}),
          args: values,
          answered: false,
        };
        byId.set(message.id, call);
        calls.push(call);
        if (!heard.has(this)) {
          heard.add(this);
          this.addEventListener('message', (event: MessageEvent) => {
            const answered = byId.get((event.data as { id?: string } | null)?.id ?? '');
            if (answered) later(() => (answered.answered = true));
          });
        }
      }
      return postMessage.apply(this, args);
    };

    const fetch = window.fetch;
    window.fetch = (input, init) => {
      const entry: PageFetch = {
        method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
        url: input instanceof Request ? input.url : String(input),
        answered: false,
      };
      fetches.push(entry);
      // Answered once the response and every body read begun on it have settled, a task later.
      let open = 1;
      const settled = () =>
        later(() => {
          open -= 1;
          if (open === 0) entry.answered = true;
        });
      const response = fetch.call(window, input, init);
      response.then((answer) => {
        for (const read of ['json', 'text', 'arrayBuffer', 'blob'] as const) {
          const original = answer[read] as (this: Response) => Promise<unknown>;
          Object.defineProperty(answer, read, {
            value(this: Response) {
              open += 1;
              const body = original.call(this);
              body.then(settled, settled);
              return body;
            },
          });
        }
        settled();
      }, settled);
      return response;
    };
  });
}

export async function workerCalls(page: Page): Promise<WorkerCall[]> {
  return (await records(page)).workerCalls ?? [];
}

export async function pageFetches(page: Page): Promise<PageFetch[]> {
  return (await records(page)).fetches ?? [];
}
