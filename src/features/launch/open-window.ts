/** window.open of an empty window for a game, inside the tap (D21); null when the browser blocked it. */
import type { TargetWindow } from './run-launch';

export function openGameWindow(): TargetWindow | null {
  const target = window.open('', '_blank');
  if (!target) return null;
  // The game gets no handle on this page.
  target.opener = null;
  return target;
}
