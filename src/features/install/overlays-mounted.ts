/**
 * Whether <InstallOverlays> has mounted. Its effects run after those of the install sheet inside it, so by then the
 * sheet has asked for its turn if it will: the download bar waits for this, or it could arrive together with the
 * sheet when its own code loads first.
 */
import { pageValue } from '../../shared/page-runtime';
import { usePageValue } from '../../platform/use-page-value';

const mounted = pageValue(false);

export function markInstallOverlaysMounted(): void {
  if (!mounted().get()) mounted().set(true);
}

export function useInstallOverlaysMounted(): boolean {
  return usePageValue(mounted);
}
