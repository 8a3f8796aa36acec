/** Path globs for fault matching and log filters: `*` matches within one segment, `**` across segments. */

const cache = new Map<string, RegExp>();

export function globToRegExp(glob: string): RegExp {
  let regexp = cache.get(glob);
  if (!regexp) {
    const source = glob
      .split(/(\*\*|\*)/)
      .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    regexp = new RegExp(`^${source}$`);
    if (cache.size > 200) cache.clear();
    cache.set(glob, regexp);
  }
  return regexp;
}

export function matchesGlob(glob: string, path: string): boolean {
  return globToRegExp(glob).test(path);
}
