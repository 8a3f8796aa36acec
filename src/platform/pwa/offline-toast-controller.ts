/**
 * The offline toast's timing (spec §8; ACCEPTANCE E37, Q74): when the connection drops on a secure origin (https,
 * or localhost as a secure context), 'network offline' shows for OFFLINE_TOAST_MS. Offline features exist only in
 * secure contexts, so on plain http nothing is shown.
 */
import { OFFLINE_TOAST_MS } from '../../shared/constants';

export interface OfflineToastDeps {
  target: {
    addEventListener(type: 'offline' | 'online', listener: () => void): void;
    removeEventListener(type: 'offline' | 'online', listener: () => void): void;
  };
  secure: boolean;
  onChange: (visible: boolean) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  durationMs?: number;
}

/** Starts listening; returns the stop function. */
export function startOfflineToast(deps: OfflineToastDeps): () => void {
  if (!deps.secure) return () => undefined;
  const duration = deps.durationMs ?? OFFLINE_TOAST_MS;
  let timer: unknown;
  const hide = () => {
    if (timer === undefined) return;
    deps.clearTimeout(timer);
    timer = undefined;
    deps.onChange(false);
  };
  const onOffline = () => {
    if (timer !== undefined) deps.clearTimeout(timer);
    deps.onChange(true);
    timer = deps.setTimeout(() => {
      timer = undefined;
      deps.onChange(false);
    }, duration);
  };
  deps.target.addEventListener('offline', onOffline);
  deps.target.addEventListener('online', hide);
  return () => {
    deps.target.removeEventListener('offline', onOffline);
    deps.target.removeEventListener('online', hide);
    hide();
  };
}
