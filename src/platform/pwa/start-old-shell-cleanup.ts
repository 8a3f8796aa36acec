/**
 * The old-shell cleanup (E36) runs at start-up with the page, not with the rest of the PWA layer that loads later:
 * an old registration is gone, and the update dialog up, before the first screen settles.
 */
import { removeOldShells } from './old-shell';
import { showUpdatePrompt } from './update-state';

export function startOldShellCleanup(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  void removeOldShells({
    userAgent: navigator.userAgent,
    search: location.search,
    origin: location.origin,
    getRegistrations: () => container.getRegistrations(),
  }).then((removed) => {
    if (removed > 0) showUpdatePrompt({ hash: null });
  });
}
