/** Saves the tracking parameters of every address the tab visits (Q18), so later navigation can re-add them. */
import { useEffect } from 'react';
import { captureTrackingParams } from './tracking-store';
import { useAddress } from './use-address';

export function useCaptureTrackingParams(): void {
  const { search } = useAddress();
  useEffect(() => void captureTrackingParams(search), [search]);
}
