/**
 * What installing and downloading need (spec §3 Web manifest and Download link resource, §7; ACCEPTANCE E5, E26,
 * E28): the download setting of this domain (WPSCORE_getDownloadSetting {domain}) and the server's web manifest
 * (GET /wps/system/manifest.json?merchantCode&_) go whole into the Dexie `lists` table; the app_download
 * announcements (the download popup's text) replace their rows in the announcements table. Each part is written
 * only when its call succeeded with the right shape, so a failed refresh keeps the last good one.
 */
import type { MemberDb } from '../../src/data/db';
import { ErrorCode, type Announcement } from '../../src/shared/contract';
import { APP_DOWNLOAD_CATEGORY } from '../../src/shared/constants';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';

export type InstallSyncPart = 'downloadSetting' | 'webManifest' | 'appDownloadAnnouncements';

export interface InstallSyncSummary {
  updated: InstallSyncPart[];
  failed: { part: InstallSyncPart; error: ApiError }[];
}

const valid: Record<InstallSyncPart, (value: unknown) => boolean> = {
  downloadSetting: (value) => isObject(value) && Array.isArray(value.links),
  webManifest: (value) => isObject(value) && (typeof value.name === 'string' || typeof value.short_name === 'string'),
  appDownloadAnnouncements: Array.isArray,
};

export function createInstallSync(client: HttpClient, getDb: () => MemberDb, timers: Pick<Clock, 'now'>) {
  async function step<T>(
    summary: InstallSyncSummary,
    part: InstallSyncPart,
    call: Promise<ApiResult<T>>,
    write: (value: T) => Promise<unknown>,
  ): Promise<void> {
    const result = await call;
    if (!result.ok) return void summary.failed.push({ part, error: result.error });
    if (!valid[part](result.value)) {
      const error: ApiError = { code: ErrorCode.INVALID_RESPONSE, message: `unexpected ${part} shape`, path: part };
      return void summary.failed.push({ part, error });
    }
    try {
      await write(result.value);
      summary.updated.push(part);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      summary.failed.push({ part, error: { code: 'storage.error', message, path: part } });
    }
  }

  function replaceAppDownload(db: MemberDb, rows: Announcement[]) {
    return db.transaction('rw', db.announcements, async () => {
      await db.announcements.filter((row) => row.category === APP_DOWNLOAD_CATEGORY).delete();
      const kept = rows.filter((row) => isObject(row) && typeof row.id === 'string');
      await db.announcements.bulkPut(kept.map((row) => ({ ...row, category: APP_DOWNLOAD_CATEGORY })));
    });
  }

  return {
    /** domain: the page's host name; merchantCode: the merchant the worker speaks for (the manifest's query). */
    async sync({ domain, merchantCode }: { domain: string; merchantCode: string }): Promise<InstallSyncSummary> {
      const db = getDb();
      const summary: InstallSyncSummary = { updated: [], failed: [] };
      const at = timers.now;
      await Promise.all([
        step(summary, 'downloadSetting', client.call('downloadSetting', { domain }, { silent: true }), (value) =>
          db.lists.put({ key: 'downloadSetting', value, updatedAt: at() }),
        ),
        step(
          summary,
          'webManifest',
          // `_` busts caches between the browser and the backend: the manifest follows the console at once.
          client.call('manifest', { merchantCode, _: at() }, { silent: true }),
          (value) => db.lists.put({ key: 'webManifest', value, updatedAt: at() }),
        ),
        step(
          summary,
          'appDownloadAnnouncements',
          client.call('announcements', { types: ['PR'], platform: 'M', category: APP_DOWNLOAD_CATEGORY }, { silent: true }),
          (value) => replaceAppDownload(db, value),
        ),
      ]);
      return summary;
    },
  };
}
