/**
 * Overlays that open by themselves (the app upgrade popup, the popup announcements, the install sheet, the
 * notification prompt, the download popup) take turns: one at a time, the most important first. An open overlay is
 * never pushed aside; the next one waits until it closes.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** Higher goes first. */
export const OVERLAY_PRIORITY = {
  upgrade: 50,
  popupAnnouncements: 40,
  installSheet: 30,
  notificationPrompt: 20,
  downloadPopup: 10,
} as const;
export type OverlayName = keyof typeof OVERLAY_PRIORITY;

const waiting = new Set<OverlayName>();
const listeners = new Set<() => void>();
let holder: OverlayName | null = null;

function settle() {
  if (holder && waiting.has(holder)) return;
  let next: OverlayName | null = null;
  for (const name of waiting) if (!next || OVERLAY_PRIORITY[name] > OVERLAY_PRIORITY[next]) next = name;
  holder = next;
  listeners.forEach((listener) => listener());
}

export function wantOverlayTurn(name: OverlayName): void {
  waiting.add(name);
  settle();
}

export function releaseOverlayTurn(name: OverlayName): void {
  if (waiting.delete(name)) settle();
}

export function overlayTurnHolder(): OverlayName | null {
  return holder;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves when `name` holds the turn; call releaseOverlayTurn(name) when the overlay closes. */
export function whenOverlayTurn(name: OverlayName): Promise<void> {
  wantOverlayTurn(name);
  return new Promise((resolve) => {
    const check = () => {
      if (holder !== name) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = subscribe(check);
    check();
  });
}

/** True while the overlay `name` may show; it asks for the turn while `wants` is true. */
export function useOverlayTurn(name: OverlayName, wants: boolean): boolean {
  useEffect(() => {
    if (!wants) return undefined;
    wantOverlayTurn(name);
    return () => releaseOverlayTurn(name);
  }, [name, wants]);
  return useSyncExternalStore(subscribe, () => wants && holder === name);
}
