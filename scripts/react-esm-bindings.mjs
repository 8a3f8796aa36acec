// React and its JSX runtime ship as CommonJS, so every hook or jsx() call in the app's modules is emitted as a read on
// the module object, `(0, r.useState)(…)`, at each call site. For the app's own modules (not React DOM, which reads
// React's internals), this plugin puts an ES module between them: each export a plain binding that the minifier names
// once, so a call is `u(…)`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PREFIX = '\0esm-bindings:';
const SOURCES = ['react', 'react/jsx-runtime'];

/** @param {{ appDir: string }} options the folder whose modules get the bindings (absolute, with a trailing slash) */
export function reactEsmBindingsPlugin({ appDir }) {
  return {
    name: 'member-pwa:react-esm-bindings',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!SOURCES.includes(source) || !importer?.startsWith(appDir)) return null;
      return PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const source = id.slice(PREFIX.length);
      const names = Object.keys(require(source)).filter((name) => /^[A-Za-z]\w*$/.test(name) && !name.startsWith('__'));
      return [
        `import * as module from ${JSON.stringify(source)};`,
        ...names.map((name) => `export const ${name} = module.${name};`),
      ].join('\n');
    },
  };
}
