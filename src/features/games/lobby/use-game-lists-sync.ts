/**
 * Asks the worker for the lobby's lists (D9) when the lobby opens and whenever the session changes: hot games,
 * ranking and vendors for everyone, favourites and recent games with a session. One sync at a time; a change of
 * session while one runs starts another when it ends.
 */
import { useEffect, useState } from 'react';
import { useSession, whenMerchantKnown, type useApi } from '../../../platform/session';
import { pageState } from '../../../shared/page-runtime';

type ApiBridge = ReturnType<typeof useApi>;

const listsSync = pageState(() => ({ running: undefined as Promise<void> | undefined, again: false }));

/** Resolves when the sync running now (or the one this starts) has ended. */
function syncLists(api: ApiBridge): Promise<void> {
  const sync = listsSync();
  if (sync.running) {
    sync.again = true;
    return sync.running;
  }
  sync.running = whenMerchantKnown()
    .then(async (merchant) => {
      if (!merchant) return;
      // The worker sends Authorization from its own context, which follows the session (forward-session.ts).
      await api.refresh(['gameLists']);
    })
    .finally(() => {
      sync.running = undefined;
      if (sync.again) {
        sync.again = false;
        void syncLists(api);
      }
    });
  return sync.running;
}

/** True once a sync of the lists has ended since the lobby opened (stored or failed): an absent list is then empty. */
export function useGameListsSync(api: ApiBridge): boolean {
  const token = useSession()?.token || null;
  const [settled, setSettled] = useState(false);
  // token is a dependency: a new session asks again.
  useEffect(() => {
    let mounted = true;
    const settle = () => mounted && setSettled(true);
    void syncLists(api).then(settle, settle);
    return () => {
      mounted = false;
    };
  }, [api, token]);
  return settled;
}
