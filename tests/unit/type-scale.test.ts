/**
 * Every text of the site takes its size from the type scale of src/styles.css and one of three weights. Each size and
 * weight a page uses is a font strike the renderer asks the system for (on Linux, a round trip to the browser's font
 * service inside the layout that first needs it): 27 sizes and 5 weights made 32–35 of them on a first visit to
 * /m/home, the scale makes 20–24. What the pages render is checked too: the layout guard's off-the-type-scale rule
 * (tests/e2e/support/layout-guard.ts) reads every text's computed font, on every route.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const MAX_SIZES = 7;
const WEIGHTS = ['400', '600', '700'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each `property: value` of the stylesheets, with where it is. */
function declarations(property: string): { at: string; value: string }[] {
  return cssFiles(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = new RegExp(`(?:^|[{;\\s])${property}:\\s*([^;]+);`).exec(line);
        return match ? [{ at: `${relative(SRC, file)}:${index + 1}`, value: match[1]!.trim() }] : [];
      }),
  );
}

const scale = new Set(
  [...readFileSync(join(SRC, 'styles.css'), 'utf8').matchAll(/^\s*(--text-[a-z0-9]+):\s*[0-9.]+rem;/gm)].map(
    (match) => match[1]!,
  ),
);

describe('type scale', () => {
  it(`has at most ${MAX_SIZES} sizes, in rem`, () => {
    expect(scale.size).toBeGreaterThan(0);
    expect(scale.size).toBeLessThanOrEqual(MAX_SIZES);
  });

  it('sizes every text from the scale', () => {
    const sizes = declarations('font-size');
    expect(sizes.length).toBeGreaterThan(0);
    const offScale = sizes.filter(({ value }) => !scale.has(/^var\((--text-[a-z0-9]+)\)$/.exec(value)?.[1] ?? ''));
    expect(offScale).toEqual([]);
  });

  it(`weighs every text ${WEIGHTS.join(', ')}`, () => {
    const weights = declarations('font-weight');
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.filter(({ value }) => !WEIGHTS.includes(value.replace(/\s*!important$/, '')))).toEqual([]);
  });
});
