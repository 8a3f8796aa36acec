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
