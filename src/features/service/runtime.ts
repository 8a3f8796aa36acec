/**
 * The API bridge the service feature was started with (startCustomerService). openCustomerService is called from
 * outside React (the menu's action), so it cannot take the bridge from useApi().
 */
import type { ApiBridge } from '../../platform/api/bridge';

let bridge: ApiBridge | null = null;

export function setServiceBridge(api: ApiBridge): void {
  bridge = api;
}

export function serviceBridge(): ApiBridge | null {
  return bridge;
}
