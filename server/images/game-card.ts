/**
 * Generated demo art for games and vendors: a 240 px square in a gradient of the name's own hue, a wordless picture of the
 * game's category (a ball for sports, cherries for slots, a fish for fishing…) in faint white, and the name over it.
 * No words of any language go into the picture besides the names themselves.
 */
import { createHash } from 'node:crypto';
import { escapeMarkup } from '../http/escape-markup';

/** The picture drawn for a category; its name is the `data-motif` of the picture's group. */
export type GameMotif = 'sports' | 'live' | 'slot' | 'rng' | 'table' | 'fish' | 'pvp' | 'crash' | 'arcade' | 'lott' | 'star';

/** A circle as a sub-path, so that in an even-odd path it cuts a hole (pips, eyes, labels). */
function dot(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

/** A rounded rectangle as a sub-path. */
function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  const across = width - 2 * r;
  const down = height - 2 * r;
  return `M${x + r} ${y}h${across}a${r} ${r} 0 0 1 ${r} ${r}v${down}a${r} ${r} 0 0 1 ${-r} ${r}h${-across}a${r} ${r} 0 0 1 ${-r} ${-r}v${-down}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}

/** A regular polygon as a sub-path: `sides` corners on a circle of radius r, the first at `turn` degrees (0 = straight up). */
function polygon(cx: number, cy: number, r: number, sides: number, turn: number): string {
  const corners = Array.from({ length: sides }, (_, index) => {
    const angle = ((turn + (index * 360) / sides) * Math.PI) / 180;
    return `${Math.round((cx + r * Math.sin(angle)) * 10) / 10} ${Math.round((cy - r * Math.cos(angle)) * 10) / 10}`;
  });
  return `M${corners.join('L')}z`;
}

/** A football's dark patches: one in the middle and five around it, each pointing outwards. */
const PATCHES = [0, 72, 144, 216, 288]
  .map((turn) => {
    const angle = (turn * Math.PI) / 180;
    return polygon(50 + 31 * Math.sin(angle), 50 - 31 * Math.cos(angle), 10, 5, turn);
  })
  .join('');

const HOLES = 'fill-rule="evenodd"';
const LINE = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

/** Each picture in a 100 × 100 box, white (the group sets the opacity); a few shapes each, as every game card carries one. */
const MOTIFS: Record<GameMotif, string> = {
  // A football: the ball with its patches cut out.
  sports: `<path ${HOLES} d="${dot(50, 50, 45)}${polygon(50, 50, 14, 5, 180)}${PATCHES}"/>`,
  // Two dealt cards, the front one with a diamond.
  live: `<rect x="2" y="18" width="46" height="66" rx="7" transform="rotate(-14 25 51)" ${LINE} stroke-width="6"/><path ${HOLES} transform="rotate(10 68 52)" d="${roundedRect(45, 19, 46, 66, 7)}M68 36L78 52L68 68L58 52z"/>`,
  // Cherries on their stems, with a leaf.
  slot: `<path d="M28 70Q36 36 62 14M72 64Q68 36 62 14" ${LINE} stroke-width="5"/><path d="M62 14Q78 2 94 14Q78 26 62 14z"/><path ${HOLES} d="${dot(28, 72, 18)}${dot(22, 66, 4)}${dot(72, 68, 18)}${dot(66, 62, 4)}"/>`,
  // A pair of dice.
  rng: `<path ${HOLES} d="${roundedRect(6, 38, 54, 54, 10)}${dot(19, 51, 5)}${dot(47, 51, 5)}${dot(33, 65, 5)}${dot(19, 79, 5)}${dot(47, 79, 5)}"/><path ${HOLES} transform="rotate(18 76 30)" d="${roundedRect(56, 10, 40, 40, 8)}${dot(66, 20, 4)}${dot(76, 30, 4)}${dot(86, 40, 4)}"/>`,
  // A roulette wheel: the rim, eight pockets' spokes and the hub, with the ball.
  table: `<path ${HOLES} d="${dot(50, 50, 46)}${dot(50, 50, 36)}"/><path d="M50 16V84M16 50H84M26 26L74 74M74 26L26 74" ${LINE} stroke-width="4"/><circle cx="50" cy="50" r="11"/><circle cx="61" cy="24" r="5"/>`,
  // A fish with its eye, and two bubbles.
  fish: `<path ${HOLES} d="M8 56C24 28 58 26 74 56C58 86 24 84 8 56z${dot(24, 52, 4)}M70 56L94 36V76z"/><circle cx="84" cy="16" r="6" ${LINE} stroke-width="4"/><circle cx="72" cy="28" r="4" ${LINE} stroke-width="3"/>`,
  // A spade.
  pvp: `<path d="M50 6C36 26 10 40 10 60C10 76 26 84 40 76C43 74 45 71 46 69L42 94H58L54 69C55 71 57 74 60 76C74 84 90 76 90 60C90 40 64 26 50 6z"/>`,
  // A paper plane climbing away from its dashed trail.
  crash: `<path d="M36 58L94 8L58 88z" opacity="0.7"/><path d="M6 44L94 8L36 58z"/><path d="M36 58L42 80L52 66"/><path d="M4 96Q14 78 30 70" ${LINE} stroke-width="5" stroke-dasharray="7 8"/>`,
  // A gamepad: the pad, the cross and two buttons.
  arcade: `<path ${HOLES} d="M28 28H72C88 28 96 42 96 56C96 72 88 82 78 82C70 82 66 72 60 68H40C34 72 30 82 22 82C12 82 4 72 4 56C4 42 12 28 28 28zM20 48H26V42H34V48H40V56H34V62H26V56H20z${dot(70, 46, 5)}${dot(80, 58, 5)}"/>`,
  // Three numbered lottery balls.
  lott: `<path ${HOLES} d="${dot(50, 30, 22)}${dot(50, 30, 12)}${dot(26, 70, 22)}${dot(26, 70, 12)}${dot(74, 70, 22)}${dot(74, 70, 12)}"/><g font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle"><text x="50" y="36">7</text><text x="26" y="76">3</text><text x="74" y="76">9</text></g>`,
  // Any other kind of game: a star.
  star: `<path d="M50 4L62 36H96L69 57L79 92L50 71L21 92L31 57L4 36H38z"/>`,
};

/** Categories of the catalogue and their picture; e-lotteries are lotteries too. Anything else gets the star. */
const MOTIF_OF: Record<string, GameMotif> = {
  SPORTS: 'sports',
  LIVE: 'live',
  SLOT: 'slot',
  RNG: 'rng',
  TABLE: 'table',
  FISH: 'fish',
  PVP: 'pvp',
  CRASH: 'crash',
  ARCADE: 'arcade',
  LOTT: 'lott',
  ELOTT: 'lott',
};

export function motifOf(category: string | null | undefined): GameMotif {
  return (category && Object.hasOwn(MOTIF_OF, category) ? MOTIF_OF[category] : undefined) ?? 'star';
}

/** The name's hue, 0–360, the same for the same name every time. */
function hueOf(text: string): number {
  return Math.round(((createHash('md5').update(text).digest()[0] ?? 0) / 255) * 360);
}

/** The text cut to `most` letters, the last of them an ellipsis, when it is longer. */
function shorten(text: string, most: number): string {
  const chars = Array.from(text.trim());
  return chars.length > most
    ? `${chars
        .slice(0, most - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
}

/** About 0.6 em a letter in bold sans-serif: the card's 200 px hold 16 letters of its 20 px name. */
const NAME_PX = 20;
const NAME_WIDTH = 200;

/**
 * One size for every name, squeezed to the card's width when it is longer: each size of text in a picture is a font the
 * phone looks up again for every size the picture is drawn at.
 */
function card(hueKey: string, motif: GameMotif, title: string, subtitle: string | null): string {
  const h = hueOf(hueKey);
  const name = shorten(title, 20);
  const fit =
    0.6 * NAME_PX * Array.from(name).length > NAME_WIDTH ? ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
  const lines = [
    `<text x="120" y="${subtitle === null ? 178 : 166}" text-anchor="middle" font-family="sans-serif" font-size="${NAME_PX}" font-weight="700" fill="#fff"${fit}>${escapeMarkup(name)}</text>`,
  ];
  if (subtitle !== null)
    lines.push(
      `<text x="120" y="194" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#fff" opacity="0.8">${escapeMarkup(shorten(subtitle, 28))}</text>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,30%)"/></linearGradient></defs><rect width="240" height="240" rx="24" fill="url(#g)"/><g data-motif="${motif}" fill="#fff" opacity="0.3" transform="translate(68 22) scale(1.04)">${MOTIFS[motif]}</g>${lines.join('')}</svg>`;
}

/** A game's card: its name and its vendor's code under the picture of its category. */
export function gameCardSvg({ title, vendor, category }: { title: string; vendor: string; category?: string | null }): string {
  return card(title + vendor, motifOf(category), title, vendor);
}

/** A vendor's logo: one name alone (the backend gives its code, the same for every merchant) under the picture of its games. */
export function vendorLogoSvg({ name, category }: { name: string; category?: string | null }): string {
  return card(name, motifOf(category), name, null);
}
