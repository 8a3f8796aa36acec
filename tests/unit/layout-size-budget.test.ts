/** The size budget script (npm run size): what counts as the first screen's JavaScript. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryUrls, measure, staticImports } from '../../scripts/size.mjs';

describe('size budget', () => {
  it('follows static imports and re-exports, not dynamic import()', () => {
    const code =
      'import{a as b}from"./chunk-a.js";import"./side.js";export{c}from"./chunk-c.js";export*from"./all.js";' +
      'const lazy=()=>import("./lazy.js");const x=y.import("./not.js");';
    expect(staticImports(code).sort()).toEqual(['./all.js', './chunk-a.js', './chunk-c.js', './side.js']);
  });

  it('reads the module scripts and modulepreload links of the page', () => {
    const html =
      '<script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/m/assets/vendor-2.js"><link rel="stylesheet" href="/m/assets/index.css">';
    expect(entryUrls(html)).toEqual(['/m/assets/index-1.js', '/m/assets/vendor-2.js']);
  });

  it('measures the entry closure and the worker closure, leaving lazy chunks out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<script type="module" src="/m/assets/index-1.js"></script>');
    writeFileSync(join(dir, 'assets/index-1.js'), 'import"./shared-2.js";const l=()=>import("./lazy-3.js");');
    writeFileSync(join(dir, 'assets/shared-2.js'), 'export const s=1;');
    writeFileSync(join(dir, 'assets/lazy-3.js'), 'export default 1;');
    writeFileSync(join(dir, 'assets/main-4.js'), 'import"./crypto-5.js";');
    writeFileSync(join(dir, 'assets/crypto-5.js'), 'export const c=1;');
    const { page, worker } = measure(dir);
    expect([...page.keys()].sort()).toEqual(['assets/index-1.js', 'assets/shared-2.js']);
    expect([...worker.keys()].sort()).toEqual(['assets/crypto-5.js', 'assets/main-4.js']);
    for (const { gzip } of page.values()) expect(gzip).toBeGreaterThan(0);
  });
});
