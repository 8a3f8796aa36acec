/** The on-demand texts plugin: which modules wait for their texts, and the build's refusal to put them first. */
import { join, relative, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_TEXT_PATHS } from '../src/i18n/on-demand-paths';
import { onDemandTextsPlugin } from './on-demand-texts.mjs';

const ROOT = '/app';
const TEXTS = '/app/src/i18n/on-demand-texts.ts';
const plugin = onDemandTextsPlugin({
  root: ROOT,
  paths: ['src/features/auth/ui', 'src/app/screens/LoginScreen.tsx'],
  textsModule: TEXTS,
});

type Hook = (...args: unknown[]) => unknown;
const transform = (code: string, id: string) => (plugin.transform as Hook).call({}, code, id);

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});

type Chunk = ReturnType<typeof chunk>;

/** Runs the bundle check on these chunks (a bundle is keyed by file name); the build's error, if any. */
function generate(chunks: Chunk[]): string | undefined {
  const bundle = Object.fromEntries(chunks.map((output) => [output.fileName, output]));
  let failure: string | undefined;
  const context = {
    error: (message: string) => {
      failure = message;
      throw new Error(message);
    },
  };
  try {
    (plugin.generateBundle as Hook).call(context, {}, bundle);
  } catch {
    // the message is kept
  }
  return failure;
}

describe('onDemandTextsPlugin', () => {
  it('makes the modules under the paths import the texts module, and no other', async () => {
    expect(await transform('export const a = 1;', '/app/src/features/auth/ui/LoginForm.tsx')).toEqual({
      code: `export const a = 1;\nimport "${TEXTS}";\n`,
      map: null,
    });
    expect(await transform('x', '/app/src/app/screens/LoginScreen.tsx?v=1')).not.toBeNull();
    for (const id of [
      '/app/src/features/auth/ui-kit/Button.tsx',
      '/app/src/features/auth/ui/LoginForm.test.tsx',
      '/app/src/features/auth/ui/form.css',
      '/app/src/app/screens/LoginScreenParts.tsx',
      '/app/src/features/auth/index.ts',
    ]) {
      expect(await transform('x', id), id).toBeNull();
    }
  });

  it('fails the build when an entry loads them statically, and lets lazy chunks have them', () => {
    const lazy = chunk('assets/LoginForm.js', ['/app/src/features/auth/ui/LoginForm.tsx'], ['assets/texts.js']);
    const texts = chunk('assets/texts.js', [TEXTS]);
    expect(generate([lazy, texts, chunk('assets/index.js', ['/app/src/main.tsx'], [], true)])).toBeUndefined();

    const shared = chunk('assets/shared.js', ['/app/src/features/auth/ui/validation.ts']);
    expect(generate([shared, chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/shared.js'], true)])).toBe(
      "src/features/auth/ui/validation.ts loads on use (src/i18n/on-demand-paths.ts) but is in assets/index.js's static graph",
    );
    expect(generate([texts, chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/texts.js'], true)])).toMatch(
      /^src\/i18n\/on-demand-texts\.ts loads on use/,
    );
  });

  it('compiles a language’s on-demand catalog without the texts its first-screen catalog has', async () => {
    const root = process.cwd();
    const real = onDemandTextsPlugin({ root, paths: [], textsModule: '' });
    const compiled = (await (real.transform as Hook).call({}, '', join(root, 'src/i18n/on-demand/th/messages.po'))) as {
      code: string;
    };
    const { messages } = (await import(`data:text/javascript,${encodeURIComponent(compiled.code)}`)) as {
      messages: Record<string, unknown>;
    };
    const catalogs = await getCatalogs(getConfig({ cwd: root }));
    const read = async (file: string) => {
      const found = getCatalogForFile(file, catalogs);
      return Object.keys((await found?.catalog.read(found.locale)) ?? {});
    };
    const firstScreen = new Set(await read('src/i18n/locales/th/messages.po'));
    const onDemand = await read('src/i18n/on-demand/th/messages.po');
    const own = onDemand.filter((id) => !firstScreen.has(id));
    expect(own.length).toBeGreaterThan(50);
    expect(Object.keys(messages).sort()).toEqual(own.sort());
  });

  it('extracts the on-demand parts’ texts into their own catalog, and not into the first screen’s', async () => {
    const root = process.cwd();
    const catalogs = await getCatalogs(getConfig({ cwd: root }));
    const sources = (catalogPath: string) => {
      const found = catalogs.find((catalog) => catalog.path.endsWith(catalogPath));
      if (!found) throw new Error(`no catalog at ${catalogPath}`);
      return found.sourcePaths.map((file) => relative(root, resolve(root, file)));
    };
    const onDemand = (file: string) => ON_DEMAND_TEXT_PATHS.some((path) => file === path || file.startsWith(`${path}/`));
    const firstScreen = sources('src/i18n/locales/{locale}/messages');
    expect(firstScreen).toContain('src/app/HomeScreen.tsx');
    expect(firstScreen.filter(onDemand)).toEqual([]);
    const ownCatalog = sources('src/i18n/on-demand/{locale}/messages');
    for (const path of ON_DEMAND_TEXT_PATHS)
      expect(
        ownCatalog.some((file) => file.startsWith(path)),
        path,
      ).toBe(true);
  });
});
