/**
 * A small allow-list sanitizer for merchant HTML shown by the shell (the template's desktop_app_feature): known
 * text and media elements only, no scripts, styles, event handlers or javascript: URLs; links open in a new tab.
 */

const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BR',
  'DIV',
  'EM',
  'FIGCAPTION',
  'FIGURE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'I',
  'IMG',
  'LI',
  'OL',
  'P',
  'SMALL',
  'SPAN',
  'STRONG',
  'U',
  'UL',
]);
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
};

/** http(s) and relative URLs, and images as data:image/...; nothing that runs. */
export function isSafeUrl(value: string, forImage: boolean): boolean {
  const url = value.trim();
  if (/^data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i.test(url)) return forImage;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

function cleanInto(source: Node, target: Node, doc: Document): void {
  for (const child of [...source.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanInto(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !isSafeUrl(value, tag === 'IMG')) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'A') {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    cleanInto(element, copy, doc);
    target.appendChild(copy);
  }
}

export function sanitizeHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const parsed = parser.parseFromString(html, 'text/html');
  const out = parsed.createElement('div');
  cleanInto(parsed.body, out, parsed);
  return out.innerHTML;
}

/** desktop_app_feature is either an image URL or HTML (Q78). */
export function isImageSource(value: string): boolean {
  const text = value.trim();
  return !text.includes('<') && (/^(https?:)?\/\//i.test(text) || text.startsWith('/') || /^data:image\//i.test(text));
}
