/** The size budgets (npm run size): which scripts count as the page's, and what the API worker's bundle is. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageScriptUrls, screenScripts, staticImports, totalGzip, workerScripts } from './script-sizes';

describe('size budget', () => {
  it("counts the scripts the page fetched, not the worker's script nor other resources", () => {
    const origin = 'http://localhost:1';
    const entries = [
      { name: `${origin}/m/assets/index-1.js`, initiatorType: 'script' },
      { name: `${origin}/m/assets/vendor-2.js`, initiatorType: 'link' },
      { name: `${origin}/m/assets/index-3.css`, initiatorType: 'link' },
      { name: `${origin}/m/assets/main-4.js`, initiatorType: 'other' },
      { name: `${origin}/m/assets/worker-5.js`, initiatorType: 'script' },
      { name: 'https://cdn.example/lib.umd.js?v=8', initiatorType: 'script' },
      { name: `${origin}/wps/system/setting`, initiatorType: 'fetch' },
      { name: `${origin}/m/assets/index-1.js`, initiatorType: 'script' },
    ];
    expect(pageScriptUrls(entries, [`${origin}/m/assets/worker-5.js`])).toEqual([
      `${origin}/m/assets/index-1.js`,
      `${origin}/m/assets/vendor-2.js`,
      'https://cdn.example/lib.umd.js?v=8',
    ]);
    expect(
      totalGzip([
        { url: 'a', gzip: 100 },
        { url: 'b', gzip: 24 },
      ]),
    ).toBe(124);
  });

  it('follows static imports and re-exports, not dynamic import()', () => {
    const code =
      'import{a as b}from"./chunk-a.js";import"./side.js";export{c}from"./chunk-c.js";export*from"./all.js";' +
      'const lazy=()=>import("./lazy.js");const x=y.import("./not.js");';
    expect(staticImports(code).sort()).toEqual(['./all.js', './chunk-a.js', './chunk-c.js', './side.js']);
  });

  it("measures the worker's chunk and its static imports, leaving lazy chunks out", () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/main-4.js'), 'import"./crypto-5.js";const l=()=>import("./lazy-3.js");');
    writeFileSync(join(dir, 'assets/crypto-5.js'), 'export const c=1;');
    writeFileSync(join(dir, 'assets/lazy-3.js'), 'export default 1;');
    const worker = workerScripts(dir);
    expect(worker.map((script) => script.url).sort()).toEqual(['assets/crypto-5.js', 'assets/main-4.js']);
    for (const { gzip } of worker) expect(gzip).toBeGreaterThan(0);
  });

  it("counts what a lazy screen's chunk adds to the first screen's: its static imports, less the entry chunk's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/index-1.js'), 'import"./runtime-2.js";const s=()=>import("./LoginScreen-3.js");');
    writeFileSync(join(dir, 'assets/runtime-2.js'), 'export const r=1;');
    writeFileSync(
      join(dir, 'assets/LoginScreen-3.js'),
      'import{r}from"./runtime-2.js";import{f}from"./forms-4.js";import"./index-1.js";',
    );
    writeFileSync(join(dir, 'assets/forms-4.js'), 'export const f=()=>import("./dialog-5.js");');
    writeFileSync(join(dir, 'assets/dialog-5.js'), 'export default 1;');
    expect(
      screenScripts(dir, 'LoginScreen')
        .map((script) => script.url)
        .sort(),
    ).toEqual(['assets/LoginScreen-3.js', 'assets/forms-4.js']);
    expect(() => screenScripts(dir, 'RegisterScreen')).toThrow(/no chunk of the screen RegisterScreen/);
  });
});
