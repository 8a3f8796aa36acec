/**
 * The merchant code, for work that must wait until the API worker knows which merchant it speaks for. The worker
 * writes the runtime config (/m/config.json) to the local store on start-up; a stored copy from an earlier visit counts at
 * once, and is handed to the worker so a call can go out before the refresh finishes.
 */
import { liveRow } from '../../data/page-store';
import type { RuntimeConfig } from '../../shared/contract';
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../shared/constants';
import type { ApiBridge } from '../api/bridge';

export function whenRuntimeConfig(timeoutMs: number = HTTP_DEFAULT_TIMEOUT_MS): Promise<RuntimeConfig | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (config: RuntimeConfig | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(config);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const subscription = liveRow('systemState', 'config').subscribe({
      next: (row) => {
        const config = row?.value as RuntimeConfig | undefined;
        if (config?.merchantCode) finish(config);
      },
      error: () => finish(null),
    });
  });
}

/** The merchant code once known (null after the timeout), with the worker told about it. */
export async function whenMerchantKnown(api: ApiBridge, timeoutMs?: number): Promise<string | null> {
  const config = await whenRuntimeConfig(timeoutMs);
  if (!config) return null;
  await api.init({ merchantCode: config.merchantCode, ...(config.apiBase ? { apiBase: config.apiBase } : {}) });
  return config.merchantCode;
}
