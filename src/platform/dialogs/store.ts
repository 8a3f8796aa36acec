/**
 * The state behind the dialog host: a queue of modal dialogs (one shown at a time), toasts and loading indicators,
 * with an imperative API that any module can call (the error presenter, start-up, screens). Framework-free: React
 * reads it through subscribe/snapshot, tests drive it with fake timers.
 */
import type { MessageDescriptor } from '@lingui/core';
import {
  browserIntervals,
  browserTimeouts,
  loaderCapMs,
  startTickCountdown,
  type IntervalTimers,
  type TimeoutTimers,
} from './countdown';

/** A text to show: a server message as is, or a catalog message translated where it is shown. */
export type Text = string | MessageDescriptor;

/**
 * alert: 'Notice' with one confirm button (A32). confirm: 'Confirmation' with Ok and Cancel (A33). notice: the system
 * notice (status check, E42). network: 'Network Error / CORS Errors' with Retry (B34). domain: the slide-up
 * domain-not-available popup (E41).
 */
export type ModalVariant = 'alert' | 'confirm' | 'notice' | 'network' | 'domain';

export interface ModalAction {
  id: string;
  label: Text;
  primary?: boolean;
}

export interface ModalEntry {
  id: number;
  variant: ModalVariant;
  title: Text;
  message?: Text;
  actions: ModalAction[];
  /** Escape (and the scrim) may close it, resolving null. */
  dismissible: boolean;
  /** A second request with the same key while this one is open or queued joins it instead of stacking. */
  key?: string;
}

export type ToastTone = 'error' | 'info';

export interface ToastEntry {
  id: number;
  message: Text;
  tone: ToastTone;
}

export interface DialogSnapshot {
  /** Open and queued modals; the first is on screen. */
  modals: readonly ModalEntry[];
  toasts: readonly ToastEntry[];
  /** A loading indicator is up (at least one loader running and within its cap). */
  loading: boolean;
}

export interface ModalRequest {
  variant: ModalVariant;
  title: Text;
  message?: Text;
  actions: ModalAction[];
  dismissible?: boolean;
  key?: string;
}

export interface ToastOptions {
  tone?: ToastTone;
  /** For info toasts: how long it stays; error toasts close after 3 ticks of 1 s (B35). */
  durationMs?: number;
}

export interface LoaderOptions {
  /** A long operation (game launch): capped at 10 s instead of 5 s (A38, Q20). */
  long?: boolean;
}

export interface DialogStoreOptions {
  intervals?: IntervalTimers;
  timeouts?: TimeoutTimers;
}

export function createDialogStore({ intervals = browserIntervals, timeouts = browserTimeouts }: DialogStoreOptions = {}) {
  let seq = 0;
  let modals: ModalEntry[] = [];
  let toasts: ToastEntry[] = [];
  const loaders = new Set<number>();
  const resolvers = new Map<number, { promise: Promise<string | null>; resolve: (action: string | null) => void }>();
  const toastCancels = new Map<number, () => void>();
  const listeners = new Set<() => void>();
  let snapshot: DialogSnapshot = { modals, toasts, loading: false };

  function emit() {
    snapshot = { modals, toasts, loading: loaders.size > 0 };
    listeners.forEach((listener) => listener());
  }

  function open(request: ModalRequest): Promise<string | null> {
    if (request.key) {
      const same = modals.find((entry) => entry.key === request.key);
      if (same) return resolvers.get(same.id)!.promise;
    }
    const entry: ModalEntry = { ...request, id: ++seq, dismissible: request.dismissible ?? false };
    let resolve!: (action: string | null) => void;
    const promise = new Promise<string | null>((done) => (resolve = done));
    resolvers.set(entry.id, { promise, resolve });
    modals = [...modals, entry];
    emit();
    return promise;
  }

  /** Closes a modal with the chosen action id (null: dismissed). */
  function close(id: number, action: string | null): void {
    const resolver = resolvers.get(id);
    if (!resolver) return;
    resolvers.delete(id);
    modals = modals.filter((entry) => entry.id !== id);
    emit();
    resolver.resolve(action);
  }

  function dismissToast(id: number): void {
    toastCancels.get(id)?.();
    toastCancels.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function toast(message: Text, { tone = 'error', durationMs }: ToastOptions = {}): () => void {
    const id = ++seq;
    toasts = [...toasts, { id, message, tone }];
    const done = () => {
      toastCancels.delete(id);
      dismissToast(id);
    };
    if (tone === 'info' && durationMs !== undefined) {
      const handle = timeouts.setTimeout(done, durationMs);
      toastCancels.set(id, () => timeouts.clearTimeout(handle));
    } else {
      toastCancels.set(id, startTickCountdown(done, { timers: intervals }));
    }
    emit();
    return () => dismissToast(id);
  }

  /** Shows the loading indicator until hide() or its cap, whichever comes first. */
  function loader({ long = false }: LoaderOptions = {}): () => void {
    const id = ++seq;
    loaders.add(id);
    const hide = () => {
      timeouts.clearTimeout(handle);
      if (loaders.delete(id)) emit();
    };
    const handle = timeouts.setTimeout(hide, loaderCapMs(long));
    emit();
    return hide;
  }

  return {
    open,
    close,
    toast,
    dismissToast,
    loader,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): DialogSnapshot => snapshot,
  };
}

export type DialogStore = ReturnType<typeof createDialogStore>;
