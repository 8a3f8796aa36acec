/**
 * Whether the registration modal is open (spec §2 "Registration modal, closed after success"; §4 Registration step 6),
 * and the go target it continues to. Plain state: the entry links open it, the modal closes it after a registration,
 * and a social login closes it with the login dialogs (§4 Social login).
 */
import { pageState } from '../../shared/page-runtime';

export interface RegisterModalState {
  open: boolean;
  /** The go parameter the registration continues to (the flow accepts only safe in-app paths). */
  goTarget: string | null;
}

export interface RegisterModalStore {
  get(): RegisterModalState;
  open(goTarget?: string | null): void;
  close(): void;
  subscribe(listener: () => void): () => void;
}

const CLOSED: RegisterModalState = { open: false, goTarget: null };

export function createRegisterModalStore(): RegisterModalStore {
  let state = CLOSED;
  const listeners = new Set<() => void>();
  const set = (next: RegisterModalState) => {
    if (next.open === state.open && next.goTarget === state.goTarget) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => state,
    open: (goTarget = null) => set({ open: true, goTarget }),
    close: () => set(CLOSED),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one registration modal. */
export const registerModal = pageState(createRegisterModalStore);
