/** The start preloads block of index.html: which files each lazy screen's route and each language gets. */
import { describe, expect, it } from 'vitest';
import { startPreloadsBlock } from './start-preloads.mjs';

const chunk = (fileName: string, options: { imports?: string[]; css?: string[]; entry?: boolean; facade?: string } = {}) => ({
  type: 'chunk',
  fileName,
  imports: options.imports ?? [],
  isEntry: options.entry ?? false,
  isDynamicEntry: options.facade !== undefined,
  facadeModuleId: options.facade ?? null,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

function build(
  routes: { path: string; module: string }[],
  chunks: ReturnType<typeof chunk>[],
  languages: { code: string; modules: string[] }[] = [],
) {
  const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]));
  return startPreloadsBlock(bundle, { id: 'start-preloads', base: '/m/', routes, languages });
}

const tableOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="start-preloads">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

const BUNDLE = [
  chunk('assets/index-1.js', { entry: true, imports: ['assets/runtime-1.js', 'assets/react-1.js'] }),
  chunk('assets/boot-1.js', { entry: true, imports: ['assets/runtime-1.js'] }),
  chunk('assets/runtime-1.js'),
  chunk('assets/react-1.js'),
  chunk('assets/LoginScreen-1.js', {
    facade: '/app/src/app/screens/LoginScreen.tsx',
    imports: ['assets/runtime-1.js', 'assets/forms-1.js', 'assets/react-1.js'],
    css: ['assets/LoginScreen-1.css'],
  }),
  chunk('assets/forms-1.js', { imports: ['assets/texts-1.js'], css: ['assets/forms-1.css'] }),
  chunk('assets/texts-1.js', { imports: ['assets/forms-1.js'] }),
  chunk('assets/GameScreen-1.js', { facade: '/app/src/app/screens/GameScreen.tsx', imports: ['assets/texts-1.js'] }),
];

describe('startPreloadsBlock', () => {
  it('lists each screen’s chunk, its static imports and their stylesheets, less what the page loads from the start', () => {
    const html = build(
      [
        { path: '/m/login', module: '/app/src/app/screens/LoginScreen.tsx' },
        { path: '/m/game', module: '/app/src/app/screens/GameScreen.tsx' },
        { path: '/m/sports', module: '/app/src/app/screens/GameScreen.tsx' },
      ],
      BUNDLE,
    );
    expect(tableOf(html)).toEqual({
      base: '/m/',
      routes: { '/m/login': 0, '/m/game': 1, '/m/sports': 1 },
      screens: [
        ['assets/LoginScreen-1.js', 'assets/forms-1.js', 'assets/texts-1.js', 'assets/LoginScreen-1.css', 'assets/forms-1.css'],
        ['assets/GameScreen-1.js', 'assets/texts-1.js', 'assets/forms-1.js', 'assets/forms-1.css'],
      ],
      languages: {},
    });
  });

  it('lists each language’s catalogs and the table that imports them, none for the bundled one', () => {
    const catalogs = [
      chunk('assets/catalog-importers-1.js', { facade: '/app/src/i18n/catalog-importers.ts', imports: ['assets/index-1.js'] }),
      chunk('assets/i18n-th-1.js', { facade: '/app/src/i18n/locales/th/messages.po' }),
      chunk('assets/i18n-th-2.js', { facade: '/app/src/i18n/on-demand/th/messages.po' }),
    ];
    const html = build(
      [],
      [...BUNDLE, ...catalogs],
      [
        { code: 'EN', modules: [] },
        {
          code: 'TH',
          modules: [
            '/app/src/i18n/catalog-importers.ts',
            '/app/src/i18n/locales/th/messages.po',
            '/app/src/i18n/on-demand/th/messages.po',
          ],
        },
      ],
    );
    expect(tableOf(html)).toMatchObject({
      languages: { EN: [], TH: ['assets/catalog-importers-1.js', 'assets/i18n-th-1.js', 'assets/i18n-th-2.js'] },
    });
    expect(() => build([], BUNDLE, [{ code: 'KM', modules: ['/app/src/i18n/locales/km/messages.po'] }])).toThrow(
      /km\/messages\.po is not a lazily imported chunk/,
    );
  });

  it('fails the build when a route’s module is no lazily imported chunk', () => {
    expect(() => build([{ path: '/m/login', module: '/app/src/app/screens/LoginScren.tsx' }], BUNDLE)).toThrow(
      /LoginScren\.tsx is not a lazily imported chunk/,
    );
  });

  it('writes no character that could end the block early', () => {
    const html = build([{ path: '/m/</script><b>', module: '/app/src/app/screens/GameScreen.tsx' }], BUNDLE);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(tableOf(html)).toMatchObject({ routes: { '/m/</script><b>': 0 } });
  });
});
