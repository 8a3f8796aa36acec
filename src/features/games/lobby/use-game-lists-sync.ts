/**
 * Asks the worker for the lobby's lists (D9) when the lobby opens and whenever the session changes: hot games,
 * ranking and vendors for everyone, favourites and recent games with a session. One sync at a time; a change of
 * session while one runs starts another when it ends.
 */
import { useEffect } from 'react';
import { useSession, whenMerchantKnown, type useApi } from '../../../platform/session';

type ApiBridge = ReturnType<typeof useApi>;

let running: Promise<void> | undefined;
let again = false;

function syncLists(api: ApiBridge): void {
  if (running) {
    again = true;
    return;
  }
  running = whenMerchantKnown(api)
    .then(async (merchant) => {
      if (!merchant) return;
      // The worker sends Authorization from its own context, which follows the session (forward-session.ts).
      await api.refresh(['gameLists']);
    })
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        syncLists(api);
      }
    });
}

export function useGameListsSync(api: ApiBridge): void {
  const token = useSession()?.token || null;
  // token is a dependency: a new session asks again.
  useEffect(() => syncLists(api), [api, token]);
}
