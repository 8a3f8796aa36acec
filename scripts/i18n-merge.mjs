// Adds translations to the catalogs: `npm run i18n:merge -- <file.json> [...]`, each file
// { "<message id or English source>": { "<locale>": "<translation>", ... }, ... }.
// Extracts first (so new messages exist), then fills the given translations; existing ones are overwritten.
// Prints the messages the environment languages still lack. Run with tsx (node --import tsx).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const files = process.argv.slice(2);
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (extract.status !== 0) process.exit(1);

const updates = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
const config = getConfig({ cwd: process.cwd() });
let filled = 0;
const unknown = new Set();
for (const catalog of await getCatalogs(config)) {
  const source = (await catalog.read(config.sourceLocale)) ?? {};
  const bySource = new Map(Object.entries(source).map(([id, entry]) => [entry.message ?? id, id]));
  for (const locale of config.locales) {
    const messages = await catalog.read(locale);
    if (!messages) continue;
    let changed = false;
    for (const update of updates) {
      for (const [key, translations] of Object.entries(update)) {
        const id = key in messages ? key : bySource.get(key);
        if (!id || !(id in messages)) {
          unknown.add(key);
          continue;
        }
        const text = translations[locale];
        if (typeof text === 'string' && text !== '') {
          messages[id] = { ...messages[id], translation: text };
          changed = true;
          filled += 1;
        }
      }
    }
    if (changed) await catalog.write(locale, messages);
  }
}
console.log(`${filled} translation(s) written.`);
if (unknown.size > 0) console.log(`Not in the catalogs (run after the code uses them): ${[...unknown].join(' | ')}`);
