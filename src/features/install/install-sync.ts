/** The install data (download setting, server manifest, app_download announcements): synced once per page. */
import { pageState } from '../../shared/page-runtime';
import type { ApiBridge } from '../../platform/api/bridge';
import { whenMerchantKnown } from '../../platform/session';

const sync = pageState(() => ({ done: undefined as Promise<void> | undefined }));

/** Resolves when the page's sync has ended, stored or failed. */
export function syncInstallData(api: ApiBridge): Promise<void> {
  const part = sync();
  part.done ??= whenMerchantKnown().then(async (merchant) => {
    if (merchant) await api.refresh(['install'], { domain: location.hostname });
  });
  return part.done;
}
