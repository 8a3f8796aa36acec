// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import lingui from 'eslint-plugin-lingui';

const FEATURES_DIR = './src/features';
const features = existsSync(FEATURES_DIR)
  ? readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** A feature reaches another feature only through its public entry (index.ts). */
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `${FEATURES_DIR}/${feature}`,
      from: `${FEATURES_DIR}/${other}`,
      except: ['./index.ts'],
      message: `Import ${other} through its public entry (src/features/${other}/index.ts).`,
    })),
);

/**
 * Layers (src/README.md): app composes features; features build on platform; platform on data and shared. Nothing
 * imports a layer above it, and the worker, the service worker and the backend know no page.
 */
const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app: move what they share to src/platform.',
  },
  {
    target: './src/app',
    from: './src/features/**',
    except: ['**/src/features/*/index.ts', '**/src/features/*/*/index.ts', '**/src/features/*/*-entry.ts'],
    message: 'The app imports a feature through its public entries: index.ts, a sub-folder’s index.ts, or a *-entry.ts.',
  },
  { target: './src/platform', from: ['./src/app', './src/features'], message: 'The platform knows no app and no feature.' },
  { target: './src/i18n', from: ['./src/app', './src/features', './src/platform'] },
  {
    target: './src/data',
    from: ['./src/app', './src/features', './src/platform', './src/i18n', './workers', './sw', './server'],
  },
  {
    target: './src/shared',
    from: ['./src/app', './src/features', './src/platform', './src/i18n', './src/data', './workers', './sw', './server'],
  },
  { target: './workers', from: ['./src/app', './src/features', './src/platform', './sw', './server'] },
  { target: './sw', from: ['./src/app', './src/features', './src/platform', './workers', './server'] },
  { target: './server', from: ['./src/app', './src/features', './src/platform', './src/data', './workers', './sw'] },
];

/**
 * A unit test sits beside its subject and keeps its layer's rules, with one exception: a test of the API worker may
 * take the reference backend as the other end of the wire (what the backend encrypts, the worker decrypts).
 */
const testLayerZones = layerZones.map((zone) =>
  zone.target === './workers' && Array.isArray(zone.from)
    ? { ...zone, from: zone.from.filter((from) => from !== './server') }
    : zone,
);

/** The page's state lives in its one runtime (src/shared/page-runtime.ts), not in module variables. */
const pageStateSelectors = [
  'Program > VariableDeclaration[kind="let"]',
  'Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
].map((selector) => ({
  selector,
  message: 'Keep page state in the page runtime: declare it with pageState() (src/shared/page-runtime.ts).',
}));

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    // Without a resolver no import resolves, and the path rules below report nothing.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.*.json', noWarnOnMultipleProjects: true }),
      ],
      // no-cycle follows imports into each module: it must be able to parse TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
    languageOptions: {
      globals: { ...globals.browser, ...globals.worker, ...globals.node },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...testLayerZones] }] },
  },
  {
    // One naming rule: components (.tsx) in PascalCase, every other module in kebab-case; main.tsx is Vite's entry. A
    // test takes its subject's name (auto-login.test.ts, LoginForm.test.tsx).
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['*.config.{ts,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/!(main).tsx': 'PASCAL_CASE', '**/*.{ts,mts,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...pageStateSelectors],
      // The shell needs @lingui/react for its provider and useLingui; Trans sits in the same module, and a module lives
      // whole in one chunk: one <Trans> anywhere put its rich-text renderer into every first visit (0.9 KB, issue 15).
      'no-restricted-imports': [
        'error',
        {
          paths: ['@lingui/react', '@lingui/react/macro'].flatMap((name) =>
            ['Trans', 'Plural', 'Select', 'SelectOrdinal'].map((importName) => ({
              name,
              importNames: [importName],
              message: 'Use t`…` from useLingui(): Trans and the JSX macros bring Lingui’s rich-text renderer to every page.',
            })),
          ),
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/platform/layout/SafeHtml.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...pageStateSelectors,
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with <SafeHtml> (src/platform/layout/SafeHtml.tsx), which sanitizes it.',
        },
      ],
    },
  },
  {
    // What a member reads goes through Lingui: text in JSX and in attributes (aria-label, title, alt…). Technical
    // strings are told apart by shape (no capital first letter and no space, SVG path data, CSS values) or by the
    // attribute or function they go to.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^https?:', '^[Mm][\\d .-]', '^linear-gradient\\(', ':not\\('],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|data-[\\w-]+|type|role|id|href|to|rel|target|name|autoComplete|inputMode|enterKeyHint|d|viewBox|fill|stroke\\w*|key|method|src|lang|dir|as|loading|decoding|autoCapitalize|testId|icon|kind|tab|screen|path|category|mode|fetchPriority|sizes|crossOrigin|referrerPolicy|sandbox|allow|pattern|htmlFor|form|value|defaultValue|backgroundImage)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            '*.querySelector',
            '*.querySelectorAll',
            'matchMedia',
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/main.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
