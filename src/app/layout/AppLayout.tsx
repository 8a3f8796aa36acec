/**
 * The app frame (spec §2 Layout): the brand theme, the column (centred and at most 9/16 of the window height wide
 * on wide screens, full width on phones), its sticky top container, drag-to-scroll for horizontal strips on
 * desktop, the desktop feature panel beside the column, the download bar above the header and the offline banner below
 * it, the install overlays, and the first-visit splash, which hides the screen beneath it.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrandThemeEffect } from '../../features/brand';
import { DownloadBarSlot } from '../../features/install';
import { useReferralTap } from '../../features/menu';
import { desktopPanel } from '../../platform/layout/column';
import { useColumnBox } from '../../platform/layout/hooks';
import { Splash, useSplashVisible } from './Splash';
import { OfflineBanner } from '../../platform/connectivity';
import { lazyWhenInteractive } from '../../platform/pwa/when-interactive';
import { loadAfterFirstScreen } from '../load-after-first-screen';

const DesktopFeature = lazy(() => import('./DesktopFeature'));
// They show only once their data and delays allow: their code loads once the first screen is interactive.
const DownloadBar = lazyWhenInteractive(() => loadAfterFirstScreen().then((module) => module.DownloadBar));
const InstallOverlays = lazyWhenInteractive(() => loadAfterFirstScreen().then((module) => module.InstallOverlays));

/** A container that stays pinned to the top of the viewport while the content scrolls (A34). */
export function Sticky({ children }: { children: ReactNode }) {
  return (
    <div className="sticky" data-testid="sticky">
      {children}
    </div>
  );
}

export interface AppLayoutProps {
  /** Pinned at the top of the column (the brand header). */
  header?: ReactNode;
  /** Before the header in the column, e.g. a skip link. */
  lead?: ReactNode;
  children: ReactNode;
}

export function AppLayout({ header, lead, children }: AppLayoutProps) {
  const box = useColumnBox();
  const panel = desktopPanel(box);
  const referral = useReferralTap();
  const splash = useSplashVisible();

  useEffect(() => {
    if (box.touch) return undefined;
    // Drag-to-scroll is for a mouse: its code loads only where there is one, never on a phone.
    let uninstall: (() => void) | undefined;
    let unmounted = false;
    import('../../platform/layout/drag-scroll')
      .then(({ installDragScroll }) => {
        if (!unmounted) uninstall = installDragScroll();
      })
      .catch((error: unknown) => console.warn('Drag-to-scroll could not load', error));
    return () => {
      unmounted = true;
      uninstall?.();
    };
  }, [box.touch]);

  return (
    <>
      <BrandThemeEffect />
      {/* Nothing behind the splash takes the focus: a key pressed while it is up reaches nothing unseen. */}
      <div className="app-column" data-testid="app-column" style={{ width: box.width }} inert={splash}>
        {lead}
        <Sticky>
          <DownloadBarSlot onReferral={referral} Bar={DownloadBar} />
          {header}
          <OfflineBanner />
        </Sticky>
        {/* Under the splash the screen renders on, unseen: what the first settings bring into it (the login prompt, the
            brand's texts) moves nothing a member or a layout-shift count could see. */}
        <div className="screen-slot" data-under-splash={splash ? '' : undefined}>
          {children}
        </div>
      </div>
      {panel ? (
        <Suspense fallback={null}>
          <DesktopFeature left={panel.left} width={panel.width} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <InstallOverlays />
      </Suspense>
      {splash ? <Splash /> : null}
    </>
  );
}
