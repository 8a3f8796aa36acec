/**
 * The image format the API asks for (`ext` on image-list endpoints; spec §4 Image format, §9; ACCEPTANCE E38,
 * E39, Q75): iOS below 14 gets 'na', iOS 16.4 and up gets 'avif' when an AVIF decode probe passes (else 'webp'),
 * everything else 'webp'. Computed once and kept in localStorage `imageFormat`.
 *
 * Pure rules plus a probe that takes its image constructor, so this module needs no DOM typings.
 */
import { IMAGE_FORMATS, type ImageFormat } from './constants';

export const IMAGE_FORMAT_STORAGE_KEY = 'imageFormat';

export interface IosVersion {
  major: number;
  minor: number;
}

/**
 * The iOS version of a user agent: 'iPhone OS 16_4', 'CPU OS 13_2 like Mac OS X' (iPad). An iPad in desktop
 * mode says 'Macintosh': with touch points it is read from 'Version/16.4'. Undefined when not iOS.
 */
export function iosVersion(userAgent: string, maxTouchPoints = 0): IosVersion | undefined {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) {
    const match = /\bOS (\d+)[_.](\d+)/.exec(userAgent);
    if (!match) return undefined;
    return { major: Number(match[1]), minor: Number(match[2]) };
  }
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) {
    const match = /\bVersion\/(\d+)\.(\d+)/.exec(userAgent);
    if (!match) return undefined;
    return { major: Number(match[1]), minor: Number(match[2]) };
  }
  return undefined;
}

function atLeast(version: IosVersion, major: number, minor: number): boolean {
  return version.major > major || (version.major === major && version.minor >= minor);
}

/** True where the rules let AVIF be tried: iOS 16.4 and up. */
export function mayUseAvif(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = iosVersion(userAgent, maxTouchPoints);
  return ios !== undefined && atLeast(ios, 16, 4);
}

/** The rule itself; avifDecodes is the probe's answer (only consulted on iOS 16.4 and up). */
export function imageFormatFor(userAgent: string, avifDecodes: boolean, maxTouchPoints = 0): ImageFormat {
  const ios = iosVersion(userAgent, maxTouchPoints);
  if (!ios) return 'webp';
  if (!atLeast(ios, 14, 0)) return 'na';
  if (atLeast(ios, 16, 4) && avifDecodes) return 'avif';
  return 'webp';
}

export function isImageFormat(value: unknown): value is ImageFormat {
  return typeof value === 'string' && (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** What the probe needs of an HTMLImageElement. */
export interface ProbeImage {
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  src: string;
  readonly width: number;
}

/**
 * Decodes a 1×1 AVIF image (at `src`); resolves false on an error, a zero width, or no answer within timeoutMs. Where
 * the image cannot be fetched (offline before the service worker has it) the answer is false too, and is kept: WebP,
 * which those iOS versions show as well.
 */
export function probeAvif(
  createImage: () => ProbeImage,
  src: string,
  options: { timeoutMs?: number; setTimeout?: (callback: () => void, ms: number) => unknown } = {},
): Promise<boolean> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const setTimer =
    options.setTimeout ??
    ((callback: () => void, ms: number) =>
      (globalThis as unknown as { setTimeout: (callback: () => void, ms: number) => unknown }).setTimeout(callback, ms));
  return new Promise((resolve) => {
    let image: ProbeImage;
    try {
      image = createImage();
    } catch {
      resolve(false);
      return;
    }
    image.addEventListener('load', () => resolve(image.width > 0));
    image.addEventListener('error', () => resolve(false));
    setTimer(() => resolve(false), timeoutMs);
    image.src = src;
  });
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ResolveImageFormatDeps {
  userAgent: string;
  maxTouchPoints?: number;
  /** localStorage, or null where it is unavailable (the format is then computed on every start). */
  storage: KeyValueStorage | null;
  /** Only called on iOS 16.4 and up, and only when nothing is stored. */
  probe: () => Promise<boolean>;
}

/** The stored format if there is one (no probe), else computed from the rules, stored and returned. */
export async function resolveImageFormat(deps: ResolveImageFormatDeps): Promise<ImageFormat> {
  const stored = readStoredImageFormat(deps.storage);
  if (stored) return stored;
  const avif = mayUseAvif(deps.userAgent, deps.maxTouchPoints) ? await deps.probe().catch(() => false) : false;
  const format = imageFormatFor(deps.userAgent, avif, deps.maxTouchPoints);
  try {
    deps.storage?.setItem(IMAGE_FORMAT_STORAGE_KEY, format);
  } catch {
    // Storage full or refused: the value still holds for this start.
  }
  return format;
}

export function readStoredImageFormat(storage: KeyValueStorage | null): ImageFormat | undefined {
  try {
    const value = storage?.getItem(IMAGE_FORMAT_STORAGE_KEY);
    return isImageFormat(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
