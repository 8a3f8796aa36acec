/**
 * Content in the language a request asks for (spec §5: the Language header when the merchant offers it, else the
 * merchant's default, else EN). The seeded items are written in English; a translation overlays an item's title and
 * content, and an item without one in any of those languages stays English.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

export type ContentKind = 'announcement' | 'promotion' | 'promotionCategory' | 'template';

/** The texts of the settings' mobileTemplate a member reads, translated like content (kind 'template', id the key). */
export const TEMPLATE_TEXT_KEYS = ['login_prompt_text', 'app_desc'] as const;

export interface ContentTranslation {
  title: string;
  content?: string;
}

/**
 * The languages to look for, best first, without EN (the items themselves are English): the asked one when the
 * merchant offers it, else the merchant's default. An item missing in the asked language is shown in English.
 */
export function contentLanguages(
  request: Pick<FastifyRequest, 'headers'>,
  merchant: { defaultLanguage?: string; languages?: readonly string[] },
): string[] {
  const header = request.headers['language'];
  const asked = (typeof header === 'string' ? header : '').trim().toUpperCase();
  const offered = merchant.languages?.map((code) => code.toUpperCase()) ?? [];
  const chosen = asked && (offered.length === 0 || offered.includes(asked)) ? asked : '';
  const language = chosen || (merchant.defaultLanguage?.toUpperCase() ?? '');
  return language === '' || language === 'EN' ? [] : [language];
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

/** items with each title and content in the first of languages that has a translation of it. */
export function translated<T extends { title: string; content?: string }>(
  db: Db,
  merchant: string,
  kind: ContentKind,
  items: readonly T[],
  idOf: (item: T) => string,
  languages: readonly string[],
): T[] {
  if (languages.length === 0 || items.length === 0) return [...items];
  const rows = db
    .prepare(
      `SELECT id, language, title, content FROM content_translations
       WHERE merchant = ? AND kind = ? AND language IN (${languages.map(() => '?').join(', ')})`,
    )
    .all(merchant, kind, ...languages) as { id: string; language: string; title: string; content: string }[];
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const current = best.get(row.id);
    if (!current || languages.indexOf(row.language) < languages.indexOf(current.language)) best.set(row.id, row);
  }
  return items.map((item) => {
    const row = best.get(idOf(item));
    if (!row) return item;
    return 'content' in item && row.content ? { ...item, title: row.title, content: row.content } : { ...item, title: row.title };
  });
}

/** settings with the mobileTemplate texts in the first of languages each has a translation in. */
export function translatedTemplate<T extends { mobileTemplate?: object }>(
  db: Db,
  merchant: string,
  settings: T,
  languages: readonly string[],
): T {
  const template = settings.mobileTemplate as Record<string, unknown> | undefined;
  if (!template || languages.length === 0) return settings;
  const texts = TEMPLATE_TEXT_KEYS.flatMap((id) => {
    const text = template[id];
    return typeof text === 'string' && text !== '' ? [{ id, title: text }] : [];
  });
  const overlay = translated(db, merchant, 'template', texts, (text) => text.id, languages);
  return { ...settings, mobileTemplate: { ...template, ...Object.fromEntries(overlay.map((text) => [text.id, text.title])) } };
}
