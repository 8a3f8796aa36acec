/**
 * What installing and downloading need (spec §3 Web manifest and Download link resource, §7; ACCEPTANCE E5, E26,
 * E28): the download setting of this domain (WPSCORE_getDownloadSetting {domain}) and the server's web manifest
 * (GET /wps/system/manifest.json?merchantCode&_) go whole into the Dexie `lists` table; the app_download
 * announcements (the download popup's text) replace their rows in the announcements table. Each part is written
 * only when its call succeeded with the right shape, so a failed refresh keeps the last good one.
 */
import type { MemberDb } from '../../src/data/db';
import type { Announcement } from '../../src/shared/contract';
import { APP_DOWNLOAD_CATEGORY } from '../../src/shared/constants';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';
import { applyPart, emptySummary, type RefreshSummary } from './refresh-summary';

const isDownloadSetting = (value: unknown) => isObject(value) && Array.isArray(value.links);
const isWebManifest = (value: unknown) =>
  isObject(value) && (typeof value.name === 'string' || typeof value.short_name === 'string');

export function createInstallSync(client: HttpClient, getDb: () => MemberDb, timers: Pick<Clock, 'now'>) {
  function replaceAppDownload(db: MemberDb, rows: Announcement[]) {
    return db.transaction('rw', db.announcements, async () => {
      await db.announcements.filter((row) => row.category === APP_DOWNLOAD_CATEGORY).delete();
      const kept = rows.filter((row) => isObject(row) && typeof row.id === 'string');
      await db.announcements.bulkPut(kept.map((row) => ({ ...row, category: APP_DOWNLOAD_CATEGORY })));
    });
  }

  return {
    /** domain: the page's host name; merchantCode: the merchant the worker speaks for (the manifest's query). */
    async sync({ domain, merchantCode }: { domain: string; merchantCode: string }): Promise<RefreshSummary> {
      const db = getDb();
      const summary = emptySummary();
      const at = timers.now;
      await Promise.all([
        applyPart(
          summary,
          'downloadSetting',
          client.call('downloadSetting', { domain }, { silent: true }),
          isDownloadSetting,
          (value) => db.lists.put({ key: 'downloadSetting', value, updatedAt: at() }),
        ),
        // `_` busts caches between the browser and the backend: the manifest follows the console at once.
        applyPart(
          summary,
          'webManifest',
          client.call('manifest', { merchantCode, _: at() }, { silent: true }),
          isWebManifest,
          (value) => db.lists.put({ key: 'webManifest', value, updatedAt: at() }),
        ),
        applyPart(
          summary,
          'appDownloadAnnouncements',
          client.call('announcements', { types: ['PR'], platform: 'M', category: APP_DOWNLOAD_CATEGORY }, { silent: true }),
          Array.isArray,
          (value) => replaceAppDownload(db, value),
        ),
      ]);
      return summary;
    },
  };
}
