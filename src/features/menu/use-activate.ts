/**
 * Carries out what a tap on a menu entry decided (rules/action.ts): navigation and pages are the browser's, customer
 * service is the service feature's, and a download is the install feature's.
 */
import { useCallback } from 'react';
import { showToast } from '../../platform/dialogs';
import { useAppNavigate } from '../../platform/routing';
import { useApi } from '../../platform/session';
import type { ApiBridge } from '../../platform/api/bridge';
import { startDownload } from '../install';
import { comingSoonMessage } from './labels';
import type { MenuAction } from './rules';

const COMING_SOON_TOAST_MS = 2_500;

async function openService(api: ApiBridge, options: { csType?: string; csPosition?: number }): Promise<void> {
  // Loaded on the first tap: the chat providers' code stays out of the first screen.
  const { openCustomerService } = await import('../service');
  await openCustomerService(api, options);
}

export function useMenuActivation(): (action: MenuAction) => void {
  const navigate = useAppNavigate();
  const api = useApi();

  return useCallback(
    (action: MenuAction) => {
      switch (action.kind) {
        case 'navigate':
          navigate(action.to);
          return;
        case 'open':
          window.open(action.url, '_blank', 'noopener');
          return;
        case 'download':
          void startDownload(action.url, () => void api.flushOutbox());
          return;
        case 'service':
          void openService(api, { csType: action.csType, csPosition: action.csPosition }).catch((error: unknown) =>
            console.error('Could not open customer service', error),
          );
          return;
        case 'comingSoon':
          showToast(comingSoonMessage, { tone: 'info', durationMs: COMING_SOON_TOAST_MS });
          return;
        case 'none':
          return;
      }
    },
    [navigate, api],
  );
}
