/**
 * The one sanitizer for merchant and server HTML (the template's desktop_app_feature, promotions, popup
 * announcements): DOMPurify with an allow-list of text and media elements; no scripts, styles, event handlers or
 * javascript: URLs; links open in a new tab. Unknown elements are unwrapped (their text kept); scripts, styles,
 * frames and embedded documents go with everything inside them. <SafeHtml> loads this module when it is first needed.
 */
import DOMPurify, { type Config } from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
];
const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height'],
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: ['object', 'embed'],
};

/** http(s) and relative URLs, and images as data:image/...; nothing that runs. */
export function isSafeUrl(value: string, forImage: boolean): boolean {
  // Read as the browser reads it: it ignores tabs and newlines anywhere and controls or spaces around the URL.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i.test(url)) return forImage;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

// eslint-disable-next-line no-restricted-syntax -- a cache of configured code, the same for every runtime
let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance of our own, so its hooks apply to this module's calls only. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'href' && data.attrName !== 'src') return;
    const forImage = node.nodeName === 'IMG' && data.attrName === 'src';
    // Links only where they belong (href on a, src on img), and only with a URL that cannot run code.
    const belongs = node.nodeName === (data.attrName === 'href' ? 'A' : 'IMG');
    if (!belongs || !isSafeUrl(data.attrValue, forImage)) data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = created;
  return created;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}
