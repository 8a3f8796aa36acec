/** The ES bindings the app's modules get for React and its JSX runtime. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { reactEsmBindingsPlugin } from './react-esm-bindings.mjs';

const APP = '/project/src/';
const plugin = reactEsmBindingsPlugin({ appDir: APP }) as unknown as {
  resolveId(source: string, importer?: string): string | null;
  load(id: string): string | null;
};
const require = createRequire(import.meta.url);
// Written beside node_modules' parent, so the generated module's `import … from 'react'` resolves as in the build.
const dir = mkdtempSync(join(import.meta.dirname, '.react-esm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function evaluate(source: string): Promise<Record<string, unknown>> {
  const id = plugin.resolveId(source, `${APP}app/App.tsx`);
  const code = id === null ? null : plugin.load(id);
  if (code === null) throw new Error(`no bindings for ${source}`);
  const file = join(dir, `${source.replace('/', '-')}.mjs`);
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('react-esm-bindings', () => {
  it('serves the app’s modules only: React DOM and other packages keep the real module', () => {
    expect(plugin.resolveId('react', `${APP}features/home/HomeGames.tsx`)).not.toBeNull();
    expect(plugin.resolveId('react/jsx-runtime', `${APP}main.tsx`)).not.toBeNull();
    expect(plugin.resolveId('react', '/project/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
    expect(plugin.resolveId('react', undefined)).toBeNull();
    expect(plugin.resolveId('react-dom', `${APP}main.tsx`)).toBeNull();
    expect(plugin.load('/project/src/main.tsx')).toBeNull();
  });

  it.each(['react', 'react/jsx-runtime'])('binds every public export of %s to the same function', async (source) => {
    const real = require(source) as Record<string, unknown>;
    const bindings = await evaluate(source);
    const names = Object.keys(real).filter((name) => !name.startsWith('__'));
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) expect(bindings[name], name).toBe(real[name]);
  });
});
