/** What /m/activity reads (Dexie first) and the refresh it asks the API worker for on every visit. */
import { useCallback, useEffect, useState } from 'react';
import { readRow } from '../../data/page-store';
import { useStoredList } from '../../data/hooks';
import { useSharedQuery } from '../../data/shared-query';
import { networkAvailable } from '../../platform/connectivity';
import { useApi } from '../../platform/session';

/** loading: the refresh runs; done: it succeeded; offline or failed: it did not (Dexie keeps what it had). */
export type RefreshPhase = 'loading' | 'done' | 'offline' | 'failed';

export function usePromotionCategories() {
  return useStoredList('promotionCategoryData');
}

/** One stored promotion: undefined until Dexie answers, null when it is not stored. */
export function usePromotion(id: string) {
  return useSharedQuery(
    `promotions:${id}`,
    [{ table: 'promotions', key: id }],
    async () => (await readRow('promotions', id)) ?? null,
  );
}

/** Refreshes the promotions (and, for a detail, fetches that promotion when the list does not have it). */
export function usePromotionsRefresh(id?: string) {
  const api = useApi();
  const [phase, setPhase] = useState<RefreshPhase>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setPhase('loading');
    void (async () => {
      const list = await api.refresh(['promotions']);
      const listFailed = !list.ok || list.value.failed.length > 0;
      let failed = listFailed && !id;
      if (id) {
        const detail = await api.loadPromotion(id);
        failed = !detail.ok || detail.value.failed.length > 0;
      }
      if (current) setPhase(failed ? (!networkAvailable() ? 'offline' : 'failed') : 'done');
    })();
    return () => {
      current = false;
    };
  }, [api, id, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { phase, retry };
}
