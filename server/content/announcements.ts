/** Announcements, popups and banners (R4; ACCEPTANCE Q58). */
import type { Announcement, AnnouncementQuery } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { translated } from './translations';

interface AnnouncementRow {
  id: string;
  type: string;
  category: string;
  title: string;
  content: string;
  image_url: string;
  sort: number;
  linkage_type: Announcement['linkageType'] | null;
  linkage: string | null;
  room_id: string | null;
  node_id: string | null;
  game_type: string | null;
  vendor: string | null;
}

function toAnnouncement(row: AnnouncementRow): Announcement {
  const announcement: Announcement = {
    id: row.id,
    type: row.type,
    category: row.category,
    title: row.title,
    content: row.content,
    imageUrl: row.image_url,
    sort: row.sort,
  };
  if (row.linkage_type) announcement.linkageType = row.linkage_type;
  if (row.linkage !== null) announcement.linkage = row.linkage;
  if (row.room_id !== null) announcement.roomId = row.room_id;
  if (row.node_id !== null) announcement.nodeId = row.node_id;
  if (row.game_type !== null) announcement.gameType = row.game_type;
  if (row.vendor !== null) announcement.vendor = row.vendor;
  return announcement;
}

/**
 * Types default to PR; without a category the general items are listed (app_download items only when asked for);
 * each in language where it has a translation in it (./translations.ts).
 */
export function listAnnouncements(db: Db, merchant: string, query: AnnouncementQuery, language?: string): Announcement[] {
  const types = query.types?.length ? query.types : ['PR'];
  const rows = db
    .prepare(
      `SELECT * FROM announcements WHERE merchant = ? AND category = ? AND type IN (${types.map(() => '?').join(', ')}) ORDER BY type, sort`,
    )
    .all(merchant, query.category ?? 'general', ...types) as AnnouncementRow[];
  return translated(db, merchant, 'announcement', rows.map(toAnnouncement), (item) => item.id, language);
}
