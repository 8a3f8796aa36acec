/**
 * Registers the service worker (spec §2; ACCEPTANCE E1): /m/sw.js?env=<config env>&merchant=<code>, scope /m/,
 * once the merchant is known (Dexie systemState 'config', written by the API worker from /m/config.json), only in a
 * secure context, and only after the first screen is interactive (load, then an idle moment).
 */
import { requestOutboxSync } from '../../data/outbox';
import type { RuntimeConfig } from '../../shared/contract';
import { isSimulatedOffline } from '../connectivity/network-switch';
import { SHELL_SCOPE_PATH, SHELL_SCRIPT_PATH } from './old-shell';

export { whenInteractive } from './when-interactive';

export function serviceWorkerUrl(config: Pick<RuntimeConfig, 'env' | 'merchantCode'>): string {
  const query = new URLSearchParams({ env: config.env, merchant: config.merchantCode });
  return `${SHELL_SCRIPT_PATH}?${query.toString()}`;
}

export interface ContainerLike<R> {
  register(url: string, options: { scope: string }): Promise<R>;
}

export interface RegisterDeps<R> {
  /** navigator.serviceWorker, or undefined where it is missing. */
  container: ContainerLike<R> | undefined;
  /** window.isSecureContext: https, or localhost in development. */
  secure: boolean;
  /** Resolves once the merchant is known (null: it never will be). */
  config: () => Promise<Pick<RuntimeConfig, 'env' | 'merchantCode'> | null>;
  /** Resolves once the first screen is interactive. */
  interactive: () => Promise<void>;
}

/** Resolves to the registration, or undefined where service workers cannot or must not be used. */
export async function registerServiceWorker<R>(deps: RegisterDeps<R>): Promise<R | undefined> {
  if (!deps.secure || !deps.container) return undefined;
  const [config] = await Promise.all([deps.config(), deps.interactive()]);
  if (!config?.merchantCode) return undefined;
  try {
    return await deps.container.register(serviceWorkerUrl(config), { scope: SHELL_SCOPE_PATH });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return undefined;
  }
}

/**
 * Asks for a Background Sync of the outbox after an enqueue, so the service worker delivers it even if the page
 * closes first. Only where this shell's worker is registered; false otherwise.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  if (!window.isSecureContext || !('serviceWorker' in navigator) || isSimulatedOffline()) return false;
  const registration = await navigator.serviceWorker.getRegistration(SHELL_SCOPE_PATH).catch(() => undefined);
  if (!registration?.active) return false;
  return requestOutboxSync(registration as unknown as Parameters<typeof requestOutboxSync>[0]);
}
