/** A deterministic game catalogue: vendors per category and generated games (over 2,000 in all). */
import type { Db } from '../db/database';
import { mulberry32, pick } from './prng';

interface VendorSeed {
  vendor: string;
  name: string;
  category: string;
  count: number;
  /** Fixed games first (code, name), then generated ones. */
  named?: [string, string][];
  freeplayEvery?: number;
}

/** Name parts per kind of game: a first word and a second, so each vendor's games sound like what it makes. */
const SLOT_NAMES: NameParts = [
  [
    'Lucky',
    'Golden',
    'Mega',
    'Wild',
    'Royal',
    'Magic',
    'Dragon',
    'Fortune',
    'Super',
    'Jade',
    'Ruby',
    'Mystic',
    'Thunder',
    'Crystal',
    'Neon',
    'Pirate',
  ],
  [
    'Tiger',
    'Phoenix',
    'Koi',
    'Treasure',
    'Gems',
    'Panda',
    'Wheel',
    'Temple',
    'Riches',
    'Bonanza',
    'Spins',
    'Empire',
    'Quest',
    'Fruits',
    'Reels',
    'Ox',
  ],
];
type NameParts = readonly [first: readonly string[], second: readonly string[]];

const NAMES_BY_CATEGORY: Record<string, NameParts> = {
  SPORTS: [
    ['Live', 'Virtual', 'Asian', 'Euro', 'Premier', 'Pro'],
    ['Football', 'Basketball', 'Tennis', 'E-Sports', 'Volleyball', 'Cricket', 'Boxing', 'Badminton'],
  ],
  LIVE: [
    ['Speed', 'VIP', 'Lightning', 'Classic', 'Golden', 'Squeeze', 'No Commission', 'Super'],
    ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Andar Bahar', 'Color Game'],
  ],
  SLOT: SLOT_NAMES,
  RNG: SLOT_NAMES,
  LOTT: [
    ['Mega', 'Power', 'Daily', 'Super', 'Lucky', 'Max'],
    ['Lotto 6/45', 'Lotto 6/55', 'Pick 3', 'Pick 4', 'Keno', '3D', '4D', 'Jackpot'],
  ],
  ELOTT: [
    ['Fast', '1-Minute', '3-Minute', '5-Minute', 'Turbo', 'Instant'],
    ['Keno', 'Lotto', 'Pick 3', 'Racing', 'Dice', 'Bingo'],
  ],
  FISH: [
    ['Ocean', 'Dragon', 'Golden', 'Mermaid', 'Thunder', 'Jackpot'],
    ['Fishing', 'Hunter', 'King', 'Fishing War', 'Reef', 'Catch'],
  ],
  TABLE: [
    ['Classic', 'Royal', 'Casino', 'Double', 'Pro', 'Vegas'],
    ['Blackjack', 'Poker', 'Baccarat', 'Roulette', 'Pai Gow', 'Teen Patti', "Hold'em"],
  ],
  PVP: [
    ['Pinoy', 'Classic', 'Royal', 'Speed', 'Friendly', 'Tournament'],
    ['Tongits', 'Pusoy', 'Tien Len', 'Mahjong', 'Sabong Cards', 'Lucky 9', 'Poker'],
  ],
  CRASH: [
    ['Rocket', 'Jet', 'Space', 'Turbo', 'Sky', 'Moon'],
    ['Crash', 'Flyer', 'Rush', 'Pilot', 'X', 'Launch'],
  ],
  ARCADE: [
    ['Mini', 'Neon', 'Lucky', 'Turbo', 'Classic', 'Crypto'],
    ['Plinko', 'Mines', 'Dice', 'Hi-Lo', 'Limbo', 'Wheel', 'Tower', 'Coin Flip'],
  ],
};

const DEMO_VENDORS: VendorSeed[] = [
  { vendor: 'SBO', name: 'SBOBET', category: 'SPORTS', count: 3, named: [['sbo-lobby', 'SBO Sports']] },
  { vendor: 'CMD', name: 'CMD368', category: 'SPORTS', count: 3, named: [['cmd-lobby', 'CMD Sports']] },
  { vendor: 'EVO', name: 'Evolution', category: 'LIVE', count: 70 },
  { vendor: 'SEXY', name: 'Sexy Baccarat', category: 'LIVE', count: 50 },
  { vendor: 'PPL', name: 'Pragmatic Live', category: 'LIVE', count: 60 },
  {
    vendor: 'PG',
    name: 'PG Soft',
    category: 'SLOT',
    count: 260,
    named: [
      ['mahjong', 'Mahjong Ways'],
      ['fortune-tiger', 'Fortune Tiger'],
      ['fortune-ox', 'Fortune Ox'],
    ],
    freeplayEvery: 5,
  },
  {
    vendor: 'PP',
    name: 'Pragmatic Play',
    category: 'SLOT',
    count: 260,
    named: [['gates-of-olympus', 'Gates of Olympus']],
    freeplayEvery: 7,
  },
  { vendor: 'JILI', name: 'JILI', category: 'SLOT', count: 240, freeplayEvery: 6 },
  { vendor: 'FC', name: 'Fa Chai', category: 'SLOT', count: 220 },
  { vendor: 'KM', name: 'Kingmaker', category: 'RNG', count: 60 },
  { vendor: 'MG', name: 'Microgaming', category: 'RNG', count: 50 },
  { vendor: 'KMT', name: 'Kingmaker Tables', category: 'TABLE', count: 80 },
  { vendor: 'JDB', name: 'JDB Fishing', category: 'FISH', count: 40, freeplayEvery: 4 },
  { vendor: 'FCF', name: 'Fa Chai Fishing', category: 'FISH', count: 35 },
  { vendor: 'V8', name: 'V8 Poker', category: 'PVP', count: 60 },
  { vendor: 'SPRIBE', name: 'Spribe', category: 'CRASH', count: 30, named: [['aviator', 'Aviator']] },
  { vendor: 'ARC', name: 'Arcade Hub', category: 'ARCADE', count: 80, freeplayEvery: 3 },
  {
    vendor: 'LOTT',
    name: 'Lottery',
    category: 'LOTT',
    count: 20,
    named: [
      ['VN_HN', 'Hà Nội'],
      ['VN_HCM', 'Hồ Chí Minh'],
      ['VN_DN', 'Đà Nẵng'],
    ],
  },
  { vendor: 'SEA_LOTT', name: 'SEA Lottery', category: 'LOTT', count: 15 },
  { vendor: 'VIETNAM_LOTTO', name: 'Vietnam Lotto', category: 'LOTT', count: 15 },
  { vendor: 'ELOTT', name: 'E-Lottery', category: 'ELOTT', count: 15 },
  { vendor: 'ELOTTO', name: 'E-Lotto', category: 'ELOTT', count: 12 },
];

const VNL_VENDORS: VendorSeed[] = [
  {
    vendor: 'LOTT',
    name: 'Xổ Số',
    category: 'LOTT',
    count: 40,
    named: [
      ['VN_HN', 'Hà Nội'],
      ['VN_HCM', 'Hồ Chí Minh'],
      ['VN_DN', 'Đà Nẵng'],
    ],
  },
  { vendor: 'SEA_LOTT', name: 'SEA Lottery', category: 'LOTT', count: 30 },
  { vendor: 'VIETNAM_LOTTO', name: 'Vietnam Lotto', category: 'LOTT', count: 30 },
  { vendor: 'ELOTT', name: 'E-Lottery', category: 'ELOTT', count: 30 },
  { vendor: 'ELOTTO', name: 'E-Lotto', category: 'ELOTT', count: 25 },
  { vendor: 'SBO', name: 'SBOBET', category: 'SPORTS', count: 3 },
  { vendor: 'EVO', name: 'Evolution', category: 'LIVE', count: 60 },
  { vendor: 'PG', name: 'PG Soft', category: 'SLOT', count: 200, named: [['mahjong', 'Mahjong Ways']], freeplayEvery: 5 },
];

const BARE_VENDORS: VendorSeed[] = [
  { vendor: 'PG', name: 'PG Soft', category: 'SLOT', count: 40, named: [['mahjong', 'Mahjong Ways']] },
  { vendor: 'EVO', name: 'Evolution', category: 'LIVE', count: 20 },
];

export const VENDORS_BY_MERCHANT: Record<string, VendorSeed[]> = { DEMO: DEMO_VENDORS, VNL: VNL_VENDORS, BARE: BARE_VENDORS };

function vendorLogo(vendor: string): string {
  return `/img/vendor/${encodeURIComponent(vendor)}.svg`;
}

/** A game's card; the merchant picks its game where two merchants' games share vendor and id. */
export function gameImage(merchant: string, vendor: string, gameId: string): string {
  return `/img/game/${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}.svg?merchant=${encodeURIComponent(merchant)}`;
}

export function seedGames(db: Db, merchant: string): number {
  const vendors = VENDORS_BY_MERCHANT[merchant] ?? [];
  const random = mulberry32(merchant.split('').reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
  const insertVendor = db.prepare('INSERT INTO vendors (merchant, vendor, name, logo, sort) VALUES (?, ?, ?, ?, ?)');
  const insertGame = db.prepare(
    'INSERT INTO games (merchant, game_id, vendor, category, display_name, node_id, image_url, freeplay, hot, maintenance, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let total = 0;
  vendors.forEach((seed, vendorIndex) => {
    insertVendor.run(merchant, seed.vendor, seed.name, vendorLogo(seed.vendor), vendorIndex + 1);
    const named = seed.named ?? [];
    for (let index = 0; index < seed.count; index += 1) {
      const fixed = named[index];
      const gameId = fixed?.[0] ?? `${seed.vendor.toLowerCase()}-${String(index + 1).padStart(3, '0')}`;
      const [first, second] = NAMES_BY_CATEGORY[seed.category] ?? SLOT_NAMES;
      const displayName =
        fixed?.[1] ??
        `${pick(random, first)} ${pick(random, second)}${index % 9 === 0 && second === SLOT_NAMES[1] ? ' Deluxe' : ''}`;
      const freeplay = seed.freeplayEvery !== undefined && index % seed.freeplayEvery === 0 ? 1 : 0;
      const hot = index < 2 || random() < 0.05 ? 1 : 0;
      const nodeId = seed.vendor === 'PG' && gameId === 'mahjong' ? 'N1' : `N${vendorIndex + 1}-${index + 1}`;
      insertGame.run(
        merchant,
        gameId,
        seed.vendor,
        seed.category,
        displayName,
        nodeId,
        gameImage(merchant, seed.vendor, gameId),
        freeplay,
        hot,
        0,
        index + 1,
      );
      total += 1;
    }
  });
  return total;
}
