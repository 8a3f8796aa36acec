/** Inline artwork for the seeded brands: SVG data URLs, distinct per brand. */

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function brandGlyph(shape: 'star' | 'lotus' | 'square', accent: string): string {
  if (shape === 'star') return `<polygon points="24,4 29,18 44,18 32,27 36,42 24,33 12,42 16,27 4,18 19,18" fill="${accent}"/>`;
  if (shape === 'lotus')
    return `<path d="M24 8c6 8 6 18 0 30c-6-12-6-22 0-30zM8 20c10 2 15 9 16 18c-10-2-15-9-16-18zM40 20c-10 2-15 9-16 18c10-2 15-9 16-18z" fill="${accent}"/>`;
  return `<rect x="10" y="10" width="28" height="28" fill="${accent}"/>`;
}

/** The square brand mark shown beside the merchant's name. */
export function brandMark(primary: string, accent: string, shape: 'star' | 'lotus' | 'square'): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${primary}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>${brandGlyph(shape, accent)}</svg>`,
  );
}

/** The wide logo (mark and name) of the mobile template, wide enough for the name (about 12 px a letter at 20 px bold). */
export function brandLogo(text: string, primary: string, accent: string, shape: 'star' | 'lotus' | 'square'): string {
  const width = 58 + Math.ceil(text.length * 12.5) + 6;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48"><rect width="48" height="48" rx="10" fill="${primary}"/>${brandGlyph(shape, accent)}<text x="58" y="32" font-family="sans-serif" font-size="20" font-weight="700" fill="${primary}">${text}</text></svg>`,
  );
}

/** What a seeded picture shows; each banner, promotion and popup has its own. */
export type Motif = 'gift' | 'friends' | 'partner' | 'tiles' | 'megaphone' | 'coins' | 'calendar' | 'phone' | 'star';

/** Shapes around (300, 320), about 360 px across, in the accent colour with white details. */
const MOTIFS: Record<Motif, (accent: string) => string> = {
  gift: (a) =>
    `<rect x="150" y="250" width="300" height="220" rx="18" fill="${a}"/><rect x="130" y="200" width="340" height="70" rx="14" fill="${a}"/><rect x="285" y="200" width="30" height="270" fill="#fff" opacity="0.85"/><path d="M300 200c-40-70-120-60-100-10c10 22 60 14 100 10zM300 200c40-70 120-60 100-10c-10 22-60 14-100 10z" fill="#fff" opacity="0.85"/>`,
  friends: (a) =>
    `<circle cx="230" cy="250" r="60" fill="${a}"/><path d="M130 460c0-80 45-130 100-130s100 50 100 130z" fill="${a}"/><circle cx="380" cy="270" r="52" fill="#fff" opacity="0.85"/><path d="M295 470c0-70 38-115 85-115s85 45 85 115z" fill="#fff" opacity="0.85"/>`,
  partner: (a) =>
    `<circle cx="240" cy="320" r="130" fill="none" stroke="${a}" stroke-width="34"/><circle cx="360" cy="320" r="130" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="34"/>`,
  tiles: (a) =>
    `<rect x="150" y="180" width="170" height="240" rx="20" fill="#fff" transform="rotate(-10 235 300)"/><rect x="290" y="200" width="170" height="240" rx="20" fill="${a}" transform="rotate(8 375 320)"/><circle cx="235" cy="260" r="20" fill="${a}"/><circle cx="235" cy="330" r="20" fill="${a}"/><circle cx="375" cy="320" r="24" fill="#fff"/>`,
  megaphone: (a) =>
    `<path d="M140 280h70l190-100v300l-190-100h-70z" fill="${a}"/><rect x="180" y="380" width="50" height="110" rx="16" fill="${a}"/><path d="M440 250c40 20 40 120 0 140M470 210c70 40 70 180 0 220" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="18" stroke-linecap="round"/>`,
  coins: (a) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${250 + (i % 2) * 30}" cy="${430 - i * 50}" rx="120" ry="40" fill="${i % 2 ? '#fff' : a}" opacity="${i % 2 ? 0.85 : 1}"/>`,
      )
      .join('') +
    `<circle cx="420" cy="220" r="60" fill="${a}"/><text x="420" y="245" text-anchor="middle" font-family="sans-serif" font-size="70" font-weight="700" fill="#fff">%</text>`,
  calendar: (a) =>
    `<rect x="150" y="190" width="300" height="280" rx="24" fill="#fff" opacity="0.9"/><rect x="150" y="190" width="300" height="70" rx="24" fill="${a}"/><rect x="205" y="160" width="22" height="60" rx="10" fill="${a}"/><rect x="373" y="160" width="22" height="60" rx="10" fill="${a}"/>` +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (col) =>
            `<rect x="${180 + col * 64}" y="${285 + row * 60}" width="44" height="40" rx="8" fill="${row === 2 && col > 1 ? a : '#d9dde6'}"/>`,
        ),
      )
      .join(''),
  phone: (a) =>
    `<rect x="210" y="150" width="180" height="340" rx="30" fill="${a}"/><rect x="228" y="185" width="144" height="260" rx="10" fill="#fff" opacity="0.9"/><path d="M300 240v110m-40-40l40 40l40-40" fill="none" stroke="${a}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
  star: (a) => `<polygon points="300,130 345,260 480,260 370,340 410,470 300,390 190,470 230,340 120,260 255,260" fill="${a}"/>`,
};

/** A seeded picture: the motif on the brand colours, no words (titles are the app's, in the member's language). */
export function illustration(motif: Motif, primary: string, accent: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${primary}" stop-opacity="0.7"/></linearGradient></defs><rect width="600" height="800" fill="${primary}"/><rect width="600" height="800" fill="url(#g)"/><circle cx="520" cy="90" r="160" fill="#fff" opacity="0.08"/><circle cx="60" cy="720" r="200" fill="#fff" opacity="0.06"/>${MOTIFS[motif](accent)}</svg>`,
  );
}
