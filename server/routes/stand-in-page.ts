import { escapeMarkup } from '../http/escape-markup';

/** The HTML shell of the backend's stand-in pages (/__emu/*): script-free, readable on a phone, a way back to the site. */

export interface StandInPage {
  title: string;
  /** data-testid of the page's heading. */
  testId: string;
  /** Trusted HTML: callers escape what they put in. */
  body: string;
}

export function standInPage({ title, testId, body }: StandInPage): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f7;color:#1b1d23}header{background:#1f2430;color:#fff;padding:16px}h1{font-size:1.3rem;margin:0}main{padding:16px}p.bubble{background:#fff;border-radius:14px;padding:12px 16px;max-width:80%}ol.days{display:grid;grid-template-columns:repeat(7,1fr);gap:6px;padding:0;list-style:none}ol.days li{background:#fff;border-radius:10px;padding:10px 0;text-align:center}ol.days li.done{background:#d7f5df}a{color:#0b57d0}</style></head>
<body><header><h1 data-testid="${escapeMarkup(testId)}">${escapeMarkup(title)}</h1></header><main>
${body}
<p><a href="/m/home" data-testid="emu-back-home">Back to the site</a></p></main></body></html>`;
}
