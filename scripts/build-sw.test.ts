/** The service-worker build (scripts/build-sw.mjs) and the static host's script paths. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceWorker, catalogLocale, isLazyCatalogChunk, precacheEntry, writeAssetManifest } from './build-sw.mjs';
import { isScriptPath } from '../server/routes/static';

describe('which chunks are lazy locale catalogs', () => {
  it('reads the locale of catalog modules in the usual layouts', () => {
    expect(catalogLocale('/w/src/i18n/locales/vi/messages.po')).toBe('vi');
    expect(catalogLocale('/w/src/i18n/locales/pt-BR/messages.po?lingui')).toBe('pt-br');
    expect(catalogLocale('/w/src/locales/messages.th.json')).toBe('th');
    expect(catalogLocale('/w/src/i18n/locales/en.po')).toBe('en');
    expect(catalogLocale('/w/src/app/App.tsx')).toBeUndefined();
    expect(catalogLocale('/w/src/i18n/messages.ts')).toBeUndefined();
  });

  it('leaves out every catalog but the default one (en)', () => {
    expect(isLazyCatalogChunk({ fileName: 'assets/i18n-vi-AbCd_fGh.js' })).toBe(true);
    expect(isLazyCatalogChunk({ fileName: 'assets/i18n-pt-BR-AbCd-fGh.js' })).toBe(true);
    expect(isLazyCatalogChunk({ fileName: 'assets/i18n-en-AbCd-fGh.js' })).toBe(false);
    expect(
      isLazyCatalogChunk({ fileName: 'assets/messages-Xy12Xy12.js', facadeModuleId: '/w/src/i18n/locales/th/messages.po' }),
    ).toBe(true);
    expect(
      isLazyCatalogChunk({ fileName: 'assets/messages-Xy12Xy12.js', facadeModuleId: '/w/src/i18n/locales/en/messages.po' }),
    ).toBe(false);
    expect(isLazyCatalogChunk({ fileName: 'assets/index-Xy12Xy12.js', facadeModuleId: '/w/src/main.tsx' })).toBe(false);
    expect(isLazyCatalogChunk({ fileName: 'assets/x-Xy12Xy12.js', moduleIds: [] })).toBe(false);
  });

  it('precaches hashed assets without a revision and the rest with one, under /m/', () => {
    expect(precacheEntry({ url: 'assets/index-D7wN4ioF.js', revision: 'r' })).toEqual({
      url: '/m/assets/index-D7wN4ioF.js',
      revision: null,
    });
    expect(precacheEntry({ url: 'index.html', revision: 'r' })).toEqual({ url: '/m/index.html', revision: 'r' });
  });

  it('never serves the shell in place of the worker or a hashed asset', () => {
    expect(isScriptPath('sw.js')).toBe(true);
    expect(isScriptPath('assets/old-AbCdEfGh.js')).toBe(true);
    expect(isScriptPath('home')).toBe(false);
    expect(isScriptPath('index.html')).toBe(false);
  });
});

describe('buildServiceWorker over a built site', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'pwa-build-'));
    mkdirSync(join(outDir, 'assets'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><div id="root"></div>',
      'assets/index-AbCdEfGh.js': 'console.log("shell")',
      'assets/index-AbCdEfGh.js.map': '{}',
      'assets/index-Zz12Zz12.css': 'body{}',
      'assets/i18n-en-Qq12Qq12.js': 'export const messages = {}',
      'assets/i18n-vi-Vv12Vv12.js': 'export const messages = {}',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes sw.js with the shell precache (no maps, no lazy catalogs) and a stable asset-manifest.json', async () => {
    const result = await buildServiceWorker({ root: resolve('.'), outDir, exclude: ['assets/i18n-vi-Vv12Vv12.js'] });
    const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(sw).not.toContain('__WB_MANIFEST');
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]).sort();
    expect(urls).toEqual([
      '/m/assets/i18n-en-Qq12Qq12.js',
      '/m/assets/index-AbCdEfGh.js',
      '/m/assets/index-Zz12Zz12.css',
      '/m/index.html',
    ]);
    expect(result.precached).toBe(4);
    expect(sw).not.toMatch(/process\.env/);

    const manifest = readFileSync(join(outDir, 'asset-manifest.json'), 'utf8');
    const { files } = JSON.parse(manifest) as { files: Array<{ url: string; revision: string }> };
    expect(files.map((file) => file.url)).toEqual([
      '/m/assets/i18n-en-Qq12Qq12.js',
      '/m/assets/i18n-vi-Vv12Vv12.js',
      '/m/assets/index-AbCdEfGh.js',
      '/m/assets/index-Zz12Zz12.css',
      '/m/index.html',
    ]);
    await writeAssetManifest(outDir);
    expect(readFileSync(join(outDir, 'asset-manifest.json'), 'utf8')).toBe(manifest);
  }, 30_000);
});
