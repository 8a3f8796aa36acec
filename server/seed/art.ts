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

export function popupImage(title: string, primary: string, accent: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="${primary}"/><circle cx="300" cy="320" r="180" fill="${accent}" opacity="0.8"/><text x="300" y="650" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#fff">${title}</text></svg>`,
  );
}
