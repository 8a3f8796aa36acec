/**
 * The merchant code, for work that must wait until the API worker knows which merchant it speaks for. The worker
 * takes the runtime config (/m/config.json) before it writes it to the local store on start-up, and a new worker reads
 * the stored copy before its first call: so once the page sees a config, the worker knows it too.
 */
import { sharedRow } from '../../data/hooks';
import type { RuntimeConfig } from '../../shared/contract';
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../shared/constants';

/** The runtime config once Dexie holds one (a stored copy counts at once); null after timeoutMs (Infinity: no limit). */
export function whenRuntimeConfig(timeoutMs: number = HTTP_DEFAULT_TIMEOUT_MS): Promise<RuntimeConfig | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (config: RuntimeConfig | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe());
      resolve(config);
    };
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => finish(null), timeoutMs) : undefined;
    const unsubscribe = sharedRow('systemState', 'config').subscribe(
      (row) => {
        const config = row?.value as RuntimeConfig | undefined;
        if (config?.merchantCode) finish(config);
      },
      () => finish(null),
    );
  });
}

/** The merchant code once the worker has stored its runtime config (the worker knows it then); null after the timeout. */
export async function whenMerchantKnown(timeoutMs?: number): Promise<string | null> {
  return (await whenRuntimeConfig(timeoutMs))?.merchantCode ?? null;
}
