/** The API worker's entry: builds the service with the real clock, fetch, jsencrypt and Dexie, and exposes it. */
import * as Comlink from 'comlink';
import { JSEncrypt } from 'jsencrypt';
import { getDb } from '../../src/data/db';
import { createJsEncryptRsa } from './encryption';
import { createOutboxRunner } from './outbox-runner';
import { createNetworkSwitch } from './network-switch';
import { createApiService } from './services';

const log = (line: string) => console.warn(`[api] ${line}`);

const network = createNetworkSwitch((url, init) => fetch(url, init));

const outbox = createOutboxRunner({
  getDb,
  fetch: network.fetch,
  baseUrl: self.location.origin,
  onlineTarget: self,
  onError: (error) => log(`outbox flush failed: ${error instanceof Error ? error.message : String(error)}`),
});

const service = createApiService({
  fetch: network.fetch,
  network,
  rsaEncrypt: createJsEncryptRsa(JSEncrypt),
  getDb,
  log,
  flushOutbox: (merchantCode, language, options) => outbox.flush(merchantCode, language, options),
  outboxStatus: () => outbox.status(),
});

Comlink.expose(service);

// The page's first Intl formatter opens ICU's data, 40–90 ms on a mid-range phone, inside whichever render formats an
// amount or a time first. That data belongs to the renderer process, which this worker shares: opened here, after the
// first calls have been taken, it spares the page's main thread that long task.
setTimeout(() => {
  new Intl.NumberFormat(self.navigator.language, { minimumFractionDigits: 2 }).format(0);
  new Intl.DateTimeFormat(self.navigator.language, { hour: 'numeric', minute: 'numeric' }).format(0);
}, 0);
