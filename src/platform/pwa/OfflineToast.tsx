/** The offline toast (spec §8): 'network offline' (key network_offline, default 无网络连接) for 1.5 s. */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { shellMessages } from '../../i18n';
import { networkEvents } from '../connectivity/network-switch';
import { startOfflineToast } from './offline-toast-controller';
import './offline-toast.css';

export function OfflineToast() {
  const { _ } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(
    () =>
      startOfflineToast({
        target: networkEvents,
        secure: window.isSecureContext,
        onChange: setVisible,
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      }),
    [],
  );

  if (!visible) return null;
  return (
    <div className="pwa-offline-toast" role="status" aria-live="polite" data-testid="offline-toast">
      {_(shellMessages.networkOffline)}
    </div>
  );
}
