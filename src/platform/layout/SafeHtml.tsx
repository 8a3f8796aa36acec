/**
 * Server HTML on screen (the template's desktop_app_feature, promotions, popup announcements). Text with only bare
 * formatting tags and character references, as popups and most announcements carry, is safe as it is and renders at
 * once; anything else is rendered by the sanitizer (./sanitize.ts, DOMPurify), loaded the first time it is needed so
 * that it stays off the first screen.
 */
import { useEffect, useReducer, type HTMLAttributes } from 'react';

type Sanitize = (html: string) => string;

/** Formatting tags of the sanitizer's allow-list that carry no attribute, and character references. */
const BARE_TAG_OR_REFERENCE =
  /<\/?(?:b|br|div|em|h[1-6]|i|li|ol|p|small|span|strong|u|ul)\s*\/?>|&(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);/gi;

/** True when html holds nothing but text, bare formatting tags and character references: nothing can run or load. */
export function isPlainMarkup(html: string): boolean {
  return !/[<&]/.test(html.replace(BARE_TAG_OR_REFERENCE, ''));
}

/* eslint-disable no-restricted-syntax -- a cache of loaded code, the same for every runtime */
let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
/* eslint-enable no-restricted-syntax */

/** The sanitizer, loaded once. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then((module) => (sanitize = module.sanitizeHtml));
  return loading;
}

/**
 * Server HTML rendered the only way the linter allows (`dangerouslySetInnerHTML` is refused elsewhere): sanitized, and
 * in its own direction (merchant text in English keeps its full stop at the end on an Arabic page).
 */
export function SafeHtml({ html, ...attributes }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const plain = isPlainMarkup(html);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (plain || sanitize) return;
    loadSanitizer().then(loaded, (error: unknown) => console.error('The HTML sanitizer could not be loaded', error));
  }, [plain]);
  const clean = plain ? html : sanitize?.(html);
  if (clean === undefined) return <div dir="auto" {...attributes} />;
  return <div dir="auto" {...attributes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** desktop_app_feature is either an image URL or HTML (Q78). */
export function isImageSource(value: string): boolean {
  const text = value.trim();
  return !text.includes('<') && (/^(https?:)?\/\//i.test(text) || text.startsWith('/') || /^data:image\//i.test(text));
}
