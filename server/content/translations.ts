/**
 * Content in the language a request asks for (spec §5: the Language header when the merchant offers it, else the
 * merchant's default, else EN). The seeded items are written in English; a translation overlays an item's title and
 * content, and an item without one in that language stays English.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { SUPPORTED_LANGUAGES } from '../../src/shared/constants';

export type ContentKind = 'announcement' | 'promotion' | 'promotionCategory' | 'template';

/** The texts of the settings' mobileTemplate a member reads, translated like content (kind 'template', id the key). */
export const TEMPLATE_TEXT_KEYS = ['login_prompt_text', 'app_desc'] as const;

export interface ContentTranslation {
  title: string;
  content?: string;
}

/**
 * The language to overlay, undefined for EN (the items themselves are English): the asked one when the merchant
 * offers it, else the merchant's default. An item missing in that language is shown in English. A merchant offering
 * every supported language offers AR too, as the app's language chooser does (Q104).
 */
export function contentLanguage(
  request: Pick<FastifyRequest, 'headers'>,
  merchant: { defaultLanguage?: string; languages?: readonly string[] },
): string | undefined {
  const header = request.headers['language'];
  const asked = (typeof header === 'string' ? header : '').trim().toUpperCase();
  const offered = merchant.languages?.map((code) => code.toUpperCase()) ?? [];
  if (SUPPORTED_LANGUAGES.every((code) => offered.includes(code))) offered.push('AR');
  const chosen = asked && (offered.length === 0 || offered.includes(asked)) ? asked : '';
  const language = chosen || (merchant.defaultLanguage?.toUpperCase() ?? '');
  return language === '' || language === 'EN' ? undefined : language;
}

export function saveTranslation(
  db: Db,
  merchant: string,
  kind: ContentKind,
  id: string,
  language: string,
  { title, content = '' }: ContentTranslation,
): void {
  db.prepare(
    `INSERT INTO content_translations (merchant, kind, id, language, title, content) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant, kind, id, language) DO UPDATE SET title = excluded.title, content = excluded.content`,
  ).run(merchant, kind, id, language, title, content);
}

/** items with each title and content in language, where it has a translation in it. */
export function translated<T extends { title: string; content?: string }>(
  db: Db,
  merchant: string,
  kind: ContentKind,
  items: readonly T[],
  idOf: (item: T) => string,
  language: string | undefined,
): T[] {
  if (!language || items.length === 0) return [...items];
  const rows = db
    .prepare('SELECT id, title, content FROM content_translations WHERE merchant = ? AND kind = ? AND language = ?')
    .all(merchant, kind, language) as { id: string; title: string; content: string }[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => {
    const row = byId.get(idOf(item));
    if (!row) return item;
    return 'content' in item && row.content ? { ...item, title: row.title, content: row.content } : { ...item, title: row.title };
  });
}

/** settings with the mobileTemplate texts in language, where each has a translation in it. */
export function translatedTemplate<T extends { mobileTemplate?: object }>(
  db: Db,
  merchant: string,
  settings: T,
  language: string | undefined,
): T {
  const template = settings.mobileTemplate as Record<string, unknown> | undefined;
  if (!template || !language) return settings;
  const texts = TEMPLATE_TEXT_KEYS.flatMap((id) => {
    const text = template[id];
    return typeof text === 'string' && text !== '' ? [{ id, title: text }] : [];
  });
  const overlay = translated(db, merchant, 'template', texts, (text) => text.id, language);
  return { ...settings, mobileTemplate: { ...template, ...Object.fromEntries(overlay.map((text) => [text.id, text.title])) } };
}
