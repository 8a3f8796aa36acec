import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { PHONE } from './playwright.config';
import { serveSite } from './bench/backend';
const site = await serveSite();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const context = await browser.newContext({ ...PHONE });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${site.origin}${process.argv[2] ?? '/m/home'}`, { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop') as any;
const maps = new Map<string, SourceMapConsumer | null>();
function consumer(url: string) {
  if (!maps.has(url)) {
    const m = /\/m\/(assets\/[^?]+\.js)$/.exec(url);
    try { maps.set(url, m ? new SourceMapConsumer(JSON.parse(readFileSync(`dist/${m[1]}.map`, 'utf8'))) : null); } catch { maps.set(url, null); }
  }
  return maps.get(url)!;
}
const dt = new Map<number, number>();
const ids: number[] = profile.samples; const deltas: number[] = profile.timeDeltas;
for (let i = 0; i < ids.length; i++) dt.set(ids[i], (dt.get(ids[i]) ?? 0) + (deltas[i + 1] ?? 0));
const bySource = new Map<string, number>();
for (const node of profile.nodes) {
  const t = dt.get(node.id) ?? 0; if (!t) continue;
  const cf = node.callFrame; let key = cf.url ? cf.url.replace(site.origin, '') : `(${cf.functionName || 'native'})`;
  const c = cf.url ? consumer(cf.url) : null;
  if (c) { const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (pos.source) key = pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/') + (process.env.FN ? ':' + (pos.name ?? cf.functionName) : ''); }
  bySource.set(key, (bySource.get(key) ?? 0) + t);
}
const rows = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 45);
for (const [k, v] of rows) console.log(String(Math.round(v / 1000)).padStart(6), 'ms', k);
await browser.close(); await site.close();
