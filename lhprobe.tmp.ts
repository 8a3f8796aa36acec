import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { serveSite } from './bench/backend';
const site = await serveSite();
for (const path of (process.argv[2] ?? '/m/home').split(',')) {
  const port = 9333;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  const result = await lighthouse(`${site.origin}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
  await browser.close();
  const lhr = result!.lhr;
  writeFileSync(`/tmp/lh-${path.replace(/\//g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log('#', path, 'perf', lhr.categories.performance.score);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) console.log(id, a[id].displayValue, a[id].score);
  console.log('LCP element', JSON.stringify((a['largest-contentful-paint-element'] as any).details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('LCP phases', JSON.stringify((a['largest-contentful-paint-element'] as any).details?.items?.[1]?.items));
  console.log('shifts', JSON.stringify((a['layout-shifts'] as any)?.details?.items?.map((i: any) => [i.score, i.node?.snippet?.slice(0, 120)])));
  console.log('render-blocking', JSON.stringify((a['render-blocking-resources'] as any).details?.items?.map((i: any) => [i.url, i.wastedMs])));
  console.log('long tasks', JSON.stringify((a['long-tasks'] as any).details?.items?.map((i: any) => [i.url?.replace(site.origin, ''), Math.round(i.duration), Math.round(i.startTime)])));
  console.log('bootup', JSON.stringify((a['bootup-time'] as any).details?.items?.map((i: any) => [i.url?.replace(site.origin, ''), Math.round(i.total), Math.round(i.scripting)])));
  for (const cat of ['accessibility', 'best-practices']) for (const ref of (lhr.categories as any)[cat].auditRefs) { const au = a[ref.id]; if (au.score !== null && au.score < 1 && ref.weight > 0) console.log(cat, 'FAIL', ref.id, JSON.stringify((au as any).details?.items?.slice(0, 3)).slice(0, 400)); }
}
await site.close();
