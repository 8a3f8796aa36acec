/**
 * Whether <InstallOverlays> has mounted. Its effects run after those of the install sheet inside it, so by then the
 * sheet has asked for its turn if it will: the download bar waits for this, or it could arrive together with the
 * sheet when its own code loads first.
 */
import { useSyncExternalStore } from 'react';

let mounted = false;
const listeners = new Set<() => void>();

export function markInstallOverlaysMounted(): void {
  if (mounted) return;
  mounted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOverlaysMounted(): boolean {
  return useSyncExternalStore(subscribe, () => mounted);
}
