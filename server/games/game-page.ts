/**
 * The demo game page every launch points at (/__emu/game/{code}): the merchant's colours and name, the game's name
 * and vendor, how it was launched, and a Back button to backUrl (a way back to the site only, see safeBackUrl).
 */
import { safeSitePath, safeSiteUrl, type SiteContext } from '../../src/shared/outgoing-url';
import type { Db } from '../db/database';
import { findMerchant } from '../merchants/store';
import { findGame } from './catalogue';
import { escapeMarkup } from '../http/escape-markup';

export const LOBBY_CODE = 'lobby';
const HOME_PATH = '/m/home';
/** A CSS colour as the seed writes them; anything else falls back to the defaults. */
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * The Back target: a path of this site as given, else an http(s) address on this page's origin or one of the
 * merchant's own domains (the client's outgoing-URL check); anything else goes to /m/home.
 */
export function safeBackUrl(backUrl: string | undefined, site: SiteContext): string {
  return safeSitePath(backUrl) ?? safeSiteUrl(backUrl, site) ?? HOME_PATH;
}

export interface GamePageInput {
  code: string;
  query: Record<string, string | undefined>;
  /** The origin this page is served on (a Back there is a way back to the site). */
  origin: string;
}

interface GamePageView {
  title: string;
  vendor: string;
  mode: string;
  brandName: string;
  primary: string;
  accent: string;
  logo: string;
  back: string;
  lang: string;
  details: [string, string][];
}

function colour(value: string | undefined, fallback: string): string {
  return value && HEX_COLOUR.test(value) ? value : fallback;
}

export function gamePageView(db: Db, { code, query, origin }: GamePageInput): GamePageView {
  const merchant = findMerchant(db, query.merchant);
  const game = merchant && code !== LOBBY_CODE ? findGame(db, merchant.code, code, query.vendor) : undefined;
  const lottery = query.area !== undefined || code === LOBBY_CODE;
  const brand = merchant?.config.brand;
  const logo = brand?.logo ?? '';
  return {
    title: code === LOBBY_CODE ? 'Lottery lobby' : (game?.display_name ?? code),
    vendor: game?.vendor ?? query.vendor ?? (lottery ? 'Lottery' : ''),
    mode: query.playType === 'trial' ? 'Free play' : lottery ? `Lottery · ${query.view ?? 'betting'}` : 'Real play',
    brandName: merchant?.name ?? 'Demo',
    primary: colour(brand?.primaryColor, '#1f2937'),
    accent: colour(brand?.accentColor, '#f5b301'),
    logo: logo.startsWith('data:image/') ? logo : '',
    back: safeBackUrl(query.backUrl, { origin, ownDomains: merchant?.config.settings.domainRoute ?? [] }),
    lang: (query.language ?? 'en').toLowerCase().replace(/[^a-z-]/g, '') || 'en',
    details: Object.entries(query)
      .filter((entry): entry is [string, string] => !['backUrl', 'merchant'].includes(entry[0]) && Boolean(entry[1]))
      .slice(0, 12),
  };
}

export function renderGamePage(view: GamePageView): string {
  const details = view.details
    .map(([key, value]) => `<div><dt>${escapeMarkup(key)}</dt><dd>${escapeMarkup(value)}</dd></div>`)
    .join('');
  const logo = view.logo ? `<img src="${escapeMarkup(view.logo)}" alt="" width="32" height="32">` : '';
  return `<!doctype html><html lang="${escapeMarkup(view.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(view.title)} · ${escapeMarkup(view.brandName)}</title>
<style>
:root{--primary:${view.primary};--accent:${view.accent}}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff;background:radial-gradient(120% 80% at 50% 0%,color-mix(in srgb,var(--primary) 85%,#fff 15%),var(--primary) 55%,#0b0b10);display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:10px;padding:12px 16px;background:rgb(0 0 0 / 25%)}
header strong{font-size:1rem}
main{flex:1;display:flex;flex-direction:column;align-items:center;gap:18px;padding:28px 20px 32px;text-align:center}
.badge{padding:4px 12px;border-radius:999px;background:var(--accent);color:#111;font-weight:700;font-size:.8rem;letter-spacing:.02em}
h1{margin:0;font-size:1.7rem}
.vendor{margin:0;opacity:.8}
.reels{display:grid;grid-template-columns:repeat(3,72px);gap:10px;padding:14px;border-radius:18px;background:rgb(0 0 0 / 30%);box-shadow:inset 0 0 0 2px color-mix(in srgb,var(--accent) 60%,transparent)}
.reels span{display:grid;place-items:center;height:88px;border-radius:12px;background:#fff;color:var(--primary);font-size:2rem;font-weight:800}
dl{display:grid;grid-template-columns:1fr 1fr;gap:6px 14px;margin:0;padding:12px 16px;border-radius:12px;background:rgb(0 0 0 / 22%);font-size:.8rem;text-align:start;max-width:340px;width:100%}
dt{opacity:.7}dd{margin:0;overflow-wrap:anywhere}
.back{display:inline-flex;align-items:center;justify-content:center;min-width:200px;min-height:48px;padding:0 28px;border-radius:999px;background:var(--accent);color:#111;font-weight:700;text-decoration:none}
.back:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style></head>
<body><header>${logo}<strong>${escapeMarkup(view.brandName)}</strong></header>
<main><span class="badge">${escapeMarkup(view.mode)}</span>
<h1 data-testid="emu-game-title">${escapeMarkup(view.title)}</h1>
<p class="vendor" data-testid="emu-game-vendor">${escapeMarkup(view.vendor)}</p>
<div class="reels" aria-hidden="true"><span>7</span><span>★</span><span>7</span></div>
<p>Demo game page of the reference backend.</p>
<dl>${details}</dl>
<a id="back" class="back" data-testid="emu-game-back" href="${escapeMarkup(view.back)}">Back</a></main></body></html>`;
}
