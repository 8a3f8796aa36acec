/**
 * The API worker, started by the page's first script (src/boot.ts) so that its bundle downloads and starts while the
 * app's own script is still on its way: on a first visit every piece of data waits for the worker. The bridge takes
 * it over on its first call, or starts one itself (a restart, or a page without the early start).
 */
// eslint-disable-next-line no-restricted-syntax -- the boot script starts it before the runtime exists
let early: Worker | undefined;

function createApiWorker(): Worker {
  return new Worker(new URL('../../../workers/api/main.ts', import.meta.url), { type: 'module', name: 'api' });
}

export function startApiWorkerEarly(): void {
  early ??= createApiWorker();
}

export function takeApiWorker(): Worker {
  const worker = early ?? createApiWorker();
  early = undefined;
  return worker;
}
