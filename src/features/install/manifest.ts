/**
 * The installable manifest (spec §3 Web manifest; ACCEPTANCE E5–E8, E52, Q66): built in the page from the server's
 * manifest and the template's per-size icons. Every URL is absolute because the manifest is served from a blob URL,
 * against which relative URLs would not resolve.
 */
import {
  MANIFEST_DISPLAY,
  MANIFEST_ICON_SIZES,
  MANIFEST_ORIENTATION,
  MANIFEST_SCOPE_PATH,
  MANIFEST_START_PATH,
} from '../../shared/constants';
import type { WebManifest } from '../../shared/contract';

export type IconSize = (typeof MANIFEST_ICON_SIZES)[number];

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

export interface GeneratedManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: typeof MANIFEST_DISPLAY;
  orientation: typeof MANIFEST_ORIENTATION;
  theme_color?: string;
  background_color?: string;
  icons: ManifestIcon[];
  related_applications: WebManifest['related_applications'];
  prefer_related_applications: false;
}

function sizeOf(key: string): IconSize | undefined {
  const size = Number(/^(\d+)(?:x\d+)?$/.exec(key.trim())?.[1]);
  return (MANIFEST_ICON_SIZES as readonly number[]).includes(size) ? (size as IconSize) : undefined;
}

/**
 * template.pwa: per-size icon sources, as JSON keyed by size ("192" or "192x192") or a manifest-style icon list.
 * Sizes outside 192/256/384/512 and empty sources are ignored.
 */
export function templateIconSources(pwa: string | undefined): Partial<Record<IconSize, string>> {
  if (!pwa?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(pwa);
  } catch {
    return {};
  }
  const entries: [string, unknown][] = Array.isArray(parsed)
    ? parsed.map((icon: { sizes?: unknown; src?: unknown }) => [String(icon?.sizes ?? ''), icon?.src])
    : typeof parsed === 'object' && parsed !== null
      ? Object.entries(parsed)
      : [];
  const sources: Partial<Record<IconSize, string>> = {};
  for (const [key, src] of entries) {
    const size = sizeOf(key);
    if (size && typeof src === 'string' && src.trim()) sources[size] = src.trim();
  }
  return sources;
}

function iconType(src: string, fallback: string | undefined): string {
  const extension = /\.(png|webp|svg|jpe?g|gif)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  if (extension === 'svg') return 'image/svg+xml';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension) return `image/${extension}`;
  return fallback || 'image/png';
}

export interface ManifestInput {
  /** The server manifest (W24), when fetched. */
  server: WebManifest | undefined;
  /** template.pwa of the mobile template. */
  templatePwa: string | undefined;
  /** The site's name when the server manifest is missing. */
  fallbackName: string;
  origin: string;
}

/** An icon source made absolute; null when the URL parser refuses it (a source like that is left out). */
function iconHref(src: string, origin: string): string | null {
  try {
    return new URL(src, origin).href;
  } catch {
    return null;
  }
}

/**
 * Icons come from template.pwa by size; without any there, from the server manifest's icons of those sizes. A size
 * with no source is left out (E7).
 */
export function generateManifest({ server, templatePwa, fallbackName, origin }: ManifestInput): GeneratedManifest {
  const absolute = (url: string) => new URL(url, origin).href;
  let sources: Partial<Record<IconSize, string>> = templateIconSources(templatePwa);
  const serverTypes = new Map<IconSize, string>();
  for (const icon of server?.icons ?? []) {
    const size = sizeOf(String(icon.sizes ?? '').split(/\s+/)[0] ?? '');
    if (size && icon.type) serverTypes.set(size, icon.type);
  }
  if (Object.keys(sources).length === 0) {
    sources = {};
    for (const icon of server?.icons ?? []) {
      const size = sizeOf(String(icon.sizes ?? '').split(/\s+/)[0] ?? '');
      if (size && icon.src && !sources[size]) sources[size] = icon.src;
    }
  }
  const icons = MANIFEST_ICON_SIZES.flatMap((size) => {
    const src = sources[size];
    const href = src ? iconHref(src, origin) : null;
    return src && href ? [{ src: href, sizes: `${size}x${size}`, type: iconType(src, serverTypes.get(size)) }] : [];
  });
  const name = server?.name || server?.short_name || fallbackName;
  return {
    id: absolute(MANIFEST_START_PATH),
    name,
    short_name: server?.short_name || name,
    start_url: absolute(MANIFEST_START_PATH),
    scope: absolute(MANIFEST_SCOPE_PATH),
    display: MANIFEST_DISPLAY,
    orientation: MANIFEST_ORIENTATION,
    ...(server?.theme_color ? { theme_color: server.theme_color, background_color: server.theme_color } : {}),
    icons,
    related_applications: server?.related_applications ?? [],
    prefer_related_applications: false,
  };
}
