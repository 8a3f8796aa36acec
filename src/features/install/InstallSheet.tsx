/**
 * The add-to-home-screen bottom sheet (spec §2 Screens, §4, §9; ACCEPTANCE E9–E15): 1 s after landing on /, /m/home
 * or /m/index.html (or later, when another overlay has the turn) it slides up in 250 ms (InstallSheetView). Cancel is
 * a decline; Add runs the install flow. Its view's code loads when the sheet has its turn: a visit whose turns go to
 * other overlays never needs it.
 */
import { useEffect, useState } from 'react';
import { useOverlayTurn } from '../../platform/dialogs';
import { useAddress } from '../../platform/routing';
import { useLoadedComponent } from '../../platform/use-loaded-component';
import { webStorage } from '../../platform/web-storage';
import { A2HS_SHEET_DELAY_MS } from '../../shared/constants';
import { installSheetAllowed, readA2hsState } from './a2hs-rules';
import { onAppInstalled } from './install-events';
import { useClientEnvironment } from './hooks';

const loadView = () => import('./InstallSheetView').then((module) => module.InstallSheetView);

export function InstallSheet() {
  const { pathname } = useAddress();
  const env = useClientEnvironment();
  /** Closed for good in this page: declined, accepted, installed, or its code could not load. */
  const [done, setDone] = useState(false);
  const allowed = installSheetAllowed(pathname, env, readA2hsState(webStorage('localStorage'), webStorage('sessionStorage')));
  const turn = useOverlayTurn('installSheet', allowed && !done, { delayMs: A2HS_SHEET_DELAY_MS });

  // Its code could not load (offline before the service worker had it): the sheet gives its turn up for this page.
  const InstallSheetView = useLoadedComponent(loadView, turn, () => setDone(true));

  useEffect(() => onAppInstalled(() => setDone(true)), []);

  // Installed or declined meanwhile (another tab, appinstalled): never shown again, whatever a pending frame says.
  if (!turn || !InstallSheetView) return null;
  return <InstallSheetView env={env} onDone={() => setDone(true)} />;
}
