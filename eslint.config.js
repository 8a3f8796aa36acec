// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

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

/** Layers: shared code knows no app; the worker, the service worker and the backend know no page. */
const layerZones = [
  { target: './src/shared', from: ['./src/app', './src/features', './src/data', './workers', './sw', './server'] },
  { target: './src/data', from: ['./src/app', './src/features', './workers', './sw', './server'] },
  { target: './workers', from: ['./src/app', './src/features', './sw', './server'] },
  { target: './sw', from: ['./src/app', './src/features', './workers', './server'] },
  { target: './server', from: ['./src/app', './src/features', './src/data', './workers', './sw'] },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.worker, ...globals.node },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/app/layout/safe-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with <SafeHtml> (src/app/layout/safe-html.tsx), which sanitizes it.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/main.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
