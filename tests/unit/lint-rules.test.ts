/**
 * The layer rules of src/README.md can never go silent: ESLint, with the project's own configuration, reports a
 * fixture of each forbidden import, an import cycle and a misnamed file, and passes the allowed imports. (Without an
 * import resolver the path rules resolved nothing and reported nothing, for months.)
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** ESLint parses what each fixture imports, transitively (for cycles): slow on a busy machine. */
const LINT_TIMEOUT_MS = 120_000;
let eslint: ESLint;

/** The rules that report `code` as the file at `filePath` (which need not exist; what it imports does). */
async function reported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('layer boundaries', () => {
  const forbidden: [string, string, string][] = [
    ['a feature into another feature’s internals', 'src/features/home/fixture.ts', "import '../games/GameTile';"],
    ['a feature into the app', 'src/features/home/fixture.ts', "import '../../app/App';"],
    ['the app into a feature’s internals', 'src/app/fixture.ts', "import '../features/games/GameTile';"],
    ['the platform into a feature', 'src/platform/routing/fixture.ts', "import '../../features/games';"],
    ['the platform into the app', 'src/platform/routing/fixture.ts', "import '../../app/App';"],
    ['data into the platform', 'src/data/fixture.ts', "import '../platform/session';"],
    ['shared code into data', 'src/shared/fixture.ts', "import '../data/schema';"],
    ['the API worker into a feature', 'workers/api/fixture.ts', "import '../../src/features/games';"],
    ['the service worker into the platform', 'sw/fixture.ts', "import '../src/platform/session';"],
    ['the backend into the page’s data', 'server/fixture.ts', "import '../src/data/schema';"],
    ['the API worker into the backend', 'workers/api/fixture.ts', "import '../../server/content/customer-service';"],
    ['a feature’s test into another feature’s internals', 'src/features/home/fixture.test.ts', "import '../games/GameTile';"],
    ['a platform test into a feature', 'src/platform/routing/fixture.test.ts', "import '../../features/games';"],
  ];
  it.each(forbidden)(
    'reports %s',
    async (_name, filePath, code) => {
      expect(await reported(filePath, code)).toContain('import-x/no-restricted-paths');
    },
    LINT_TIMEOUT_MS,
  );

  it('passes a feature through another feature’s entry, and every layer into the ones below it', async () => {
    expect(await reported('src/features/home/fixture.ts', "import '../games';")).toEqual([]);
    expect(await reported('src/app/fixture.ts', "import '../features/games';\nimport '../platform/session';")).toEqual([]);
    expect(
      await reported('src/app/fixture.ts', "import '../features/games/lobby';\nimport '../features/launch/status-entry';"),
    ).toEqual([]);
    expect(await reported('src/platform/routing/fixture.ts', "import '../../data/schema';\nimport '../../shared/url';")).toEqual(
      [],
    );
  });

  it(
    'passes a test beside its subject into its own feature’s internals, and an API worker test into the backend',
    async () => {
      expect(await reported('src/features/home/fixture.test.ts', "import './rules/banners';")).toEqual([]);
      expect(await reported('workers/api/fixture.test.ts', "import '../../server/content/customer-service';")).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('import cycles', () => {
  it(
    'reports a module that imports one that imports it back',
    async () => {
      // LoginForm imports entry-link: entry-link importing LoginForm closes a cycle.
      const code = "export { LoginForm } from './LoginForm';\n";
      expect(await reported('src/features/auth/ui/entry-link.ts', code)).toContain('import-x/no-cycle');
    },
    LINT_TIMEOUT_MS,
  );
});

describe('file names', () => {
  it(
    'reports a module not in kebab-case and a component not in PascalCase',
    async () => {
      expect(await reported('src/features/home/homeRules.ts', 'export const x = 1;\n')).toContain(
        'check-file/filename-naming-convention',
      );
      expect(await reported('src/features/home/home-card.tsx', 'export const x = 1;\n')).toContain(
        'check-file/filename-naming-convention',
      );
      expect(await reported('src/features/home/HomeCard.tsx', 'export const x = 1;\n')).toEqual([]);
      expect(await reported('src/features/home/homeRules.test.ts', 'export const x = 1;\n')).toContain(
        'check-file/filename-naming-convention',
      );
      expect(await reported('src/features/home/home-rules.test.ts', 'export const x = 1;\n')).toEqual([]);
      expect(await reported('src/features/home/HomeCard.test.tsx', 'export const x = 1;\n')).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('text a member reads', () => {
  it(
    'reports English in JSX and in an aria-label that does not go through Lingui, and passes technical strings',
    async () => {
      const code = 'export const Fixture = () => <p className="note" aria-label="Close the panel">Welcome back</p>;\n';
      const rules = await reported('src/features/home/Fixture.tsx', code);
      expect(rules.filter((rule) => rule === 'lingui/no-unlocalized-strings')).toHaveLength(2);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('page state', () => {
  it(
    'reports a module variable that holds page state, in a module and in a component, and passes the page runtime',
    async () => {
      expect(await reported('src/features/home/fixture.ts', 'export let shown = false;\n')).toContain('no-restricted-syntax');
      expect(await reported('src/features/home/Fixture.tsx', 'let shown = false;\nexport const f = () => shown;\n')).toContain(
        'no-restricted-syntax',
      );
      const runtime =
        "import { pageState } from '../../shared/page-runtime';\nexport const shown = pageState(() => ({ on: false }));\n";
      expect(await reported('src/features/home/fixture.ts', runtime)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe("Lingui's rich-text renderer", () => {
  it(
    'reports Trans and the JSX macros from Lingui in src/, and passes useLingui and the message macros',
    async () => {
      for (const code of [
        "import { Trans } from '@lingui/react/macro';\nexport const F = () => <Trans>Hi</Trans>;\n",
        "import { Plural } from '@lingui/react/macro';\nexport const P = Plural;\n",
        "import { Trans } from '@lingui/react';\nexport const T = Trans;\n",
      ]) {
        expect(await reported('src/features/home/Fixture.tsx', code), code).toContain('no-restricted-imports');
      }
      const allowed =
        "import { useLingui } from '@lingui/react/macro';\nimport { msg } from '@lingui/core/macro';\nexport const m = [useLingui, msg];\n";
      expect(await reported('src/features/home/fixture.ts', allowed)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
