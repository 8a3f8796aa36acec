/** Seeded content per merchant: promotions, announcements and banners, customer service, affiliates, matches, orders, social identities. */
import type { Db } from '../db/database';
import type { MerchantConfig } from '../merchants/config';
import { illustration, type Motif } from './art';
import { seedContentTranslations } from './content-translations';
import { mulberry32, pick } from './prng';

function seedPromotions(db: Db, merchant: string, config: MerchantConfig): void {
  if (!config.promo.VIP.enabled) return;
  const { primaryColor, accentColor } = config.brand;
  db.prepare('INSERT INTO promotion_categories (merchant, category_id, name, sort) VALUES (?, ?, ?, ?)').run(
    merchant,
    'CAT-WELCOME',
    'Welcome',
    1,
  );
  db.prepare('INSERT INTO promotion_categories (merchant, category_id, name, sort) VALUES (?, ?, ?, ?)').run(
    merchant,
    'CAT-DAILY',
    'Daily',
    2,
  );
  const insert = db.prepare(
    'INSERT INTO promotions (merchant, id, category_id, title, content, image_url, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  insert.run(
    merchant,
    'PROMO1',
    'CAT-WELCOME',
    '100% Welcome Bonus',
    '<p>Double your first deposit up to 5,000.</p>',
    illustration('gift', primaryColor, accentColor),
    1,
  );
  insert.run(
    merchant,
    'PROMO2',
    'CAT-DAILY',
    'Daily Cashback',
    '<p>Get 1% back on every bet, every day.</p>',
    illustration('coins', accentColor, primaryColor),
    2,
  );
}

/** Each banner's picture: what it leads to. */
const BANNER_MOTIFS: Record<string, Motif> = { BN1: 'gift', BN2: 'friends', BN3: 'partner', BN4: 'tiles', BN5: 'megaphone' };

function seedAnnouncements(db: Db, merchant: string, config: MerchantConfig): void {
  const insert = db.prepare(
    `INSERT INTO announcements (merchant, id, type, category, title, content, image_url, sort, linkage_type, linkage, room_id, node_id, game_type, vendor)
     VALUES (@merchant, @id, @type, @category, @title, @content, @imageUrl, @sort, @linkageType, @linkage, @roomId, @nodeId, @gameType, @vendor)`,
  );
  const { primaryColor, accentColor } = config.brand;
  const base = {
    merchant,
    imageUrl: '',
    linkageType: null,
    linkage: null,
    roomId: null,
    nodeId: null,
    gameType: null,
    vendor: null,
  };
  const rows = [
    { id: 'PR1', type: 'PR', category: 'general', title: 'Welcome', content: `Welcome to ${config.merchantName}!`, sort: 1 },
    {
      id: 'PR2',
      type: 'PR',
      category: 'general',
      title: 'Maintenance',
      content: 'Scheduled maintenance every Tuesday 02:00–03:00.',
      sort: 2,
    },
    { id: 'PR3', type: 'PR', category: 'general', title: 'New games', content: 'New slots from PG Soft are live now.', sort: 3 },
    {
      id: 'POP1',
      type: 'POPUP',
      category: 'general',
      title: 'Weekend bonus',
      content: '<p>Deposit this weekend for a 20% bonus.</p>',
      sort: 1,
      imageUrl: illustration('calendar', primaryColor, accentColor),
    },
    {
      id: 'POP2',
      type: 'POPUP',
      category: 'general',
      title: 'Refer a friend',
      content: '<p>Invite friends and earn rewards.</p>',
      sort: 2,
      imageUrl: illustration('friends', accentColor, primaryColor),
    },
    {
      id: 'APPDL1',
      type: 'PR',
      category: 'app_download',
      title: 'Get the app',
      content: 'Download the app for faster games and exclusive bonuses.',
      sort: 1,
    },
    {
      id: 'BN1',
      type: 'BANNER',
      category: 'general',
      title: 'Welcome bonus',
      content: '',
      sort: 1,
      linkageType: 'P',
      linkage: 'PROMO1',
    },
    {
      id: 'BN2',
      type: 'BANNER',
      category: 'general',
      title: 'Invite friends',
      content: '',
      sort: 2,
      linkageType: 'URL',
      linkage: '/m/inviteFriends',
    },
    {
      id: 'BN3',
      type: 'BANNER',
      category: 'general',
      title: 'Partner offer',
      content: '',
      sort: 3,
      linkageType: 'URL',
      linkage: '/__emu/page/partner?x=1',
    },
    {
      id: 'BN4',
      type: 'BANNER',
      category: 'general',
      title: 'Mahjong Ways',
      content: '',
      sort: 4,
      linkageType: 'G',
      linkage: 'mahjong',
      roomId: 'R1',
      nodeId: 'N1',
      gameType: 'SLOT',
      vendor: 'PG',
    },
    {
      id: 'BN5',
      type: 'BANNER',
      category: 'general',
      title: 'Our promo page',
      content: '',
      sort: 5,
      linkageType: 'URL',
      linkage: `/__emu/page/promo?merchant=${merchant}&x=1`,
    },
  ];
  for (const row of rows) {
    insert.run({ ...base, imageUrl: illustration(BANNER_MOTIFS[row.id] ?? 'star', primaryColor, accentColor), ...row });
  }
}

const CS_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'];

function seedCustomerService(db: Db, merchant: string): void {
  const insert = db.prepare(
    'INSERT INTO cs_entries (merchant, id, url, path_key, cs_type, cs_position, label_ids, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  CS_TYPES.forEach((csType, index) => {
    insert.run(
      merchant,
      `CS-${csType}`,
      `/__emu/cs/${csType.toLowerCase()}?merchant=${merchant}`,
      `K${csType.replace('-', '').slice(0, 5)}${index}xx`.slice(0, 8),
      csType,
      String(index + 1),
      '[]',
      index + 1,
    );
  });
  insert.run(
    merchant,
    'CS-GOLD',
    `/__emu/cs/livechat?merchant=${merchant}&desk=gold`,
    'Kgold777',
    'LIVECHAT',
    'vip',
    JSON.stringify(['L-GOLD']),
    10,
  );
  insert.run(merchant, 'CS-DEFAULT', `/__emu/cs/default?merchant=${merchant}`, 'Kdefault', 'DEFAULT', 'default', '[]', 11);
}

function seedMatchesAndOrders(db: Db, merchant: string, config: MerchantConfig, now: number): void {
  const random = mulberry32(merchant.length * 7919);
  const teams = [
    'Manila Eagles',
    'Cebu Sharks',
    'Hanoi Tigers',
    'Saigon Stars',
    'Bangkok United',
    'Jakarta Lions',
    'KL Rangers',
    'Davao Kings',
  ];
  const leagues = ['Asian Premier', 'Regional Cup', 'Champions Series'];
  const insertMatch = db.prepare(
    'INSERT INTO game_matches (merchant, match_id, league, home, away, start_time, odds) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const hour = 60 * 60 * 1000;
  for (let index = 0; index < 6; index += 1) {
    const home = teams[index % teams.length] ?? 'Home';
    const away = teams[(index + 3) % teams.length] ?? 'Away';
    const odds = [1.5 + random(), 3 + random(), 2 + random() * 2].map((odd) => Math.round(odd * 100) / 100);
    insertMatch.run(
      merchant,
      `M${index + 1}`,
      pick(random, leagues),
      home,
      away,
      Math.floor(now / hour) * hour + (index + 1) * 3 * hour,
      JSON.stringify(odds),
    );
  }
  const games = db
    .prepare('SELECT display_name FROM games WHERE merchant = ? AND hot = 1 ORDER BY sort LIMIT 20')
    .pluck()
    .all(merchant) as string[];
  const insertOrder = db.prepare(
    'INSERT INTO game_orders (merchant, masked_user, game, amount, currency, time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let index = 0; index < 60; index += 1) {
    const user = `${pick(random, [...letters])}***${pick(random, [...letters])}${Math.floor(random() * 90 + 10)}`;
    const amount = Math.round((50 + random() * 20000) * 100) / 100;
    insertOrder.run(
      merchant,
      user,
      games.length ? pick(random, games) : 'Mahjong Ways',
      amount,
      config.currency,
      now - index * 97_000,
    );
  }
}

function seedSocialIdentities(db: Db, merchant: string): void {
  const member1 = `${merchant}-member1`;
  const identity = db.prepare('INSERT INTO social_identities (merchant, provider, external_id, member_id) VALUES (?, ?, ?, ?)');
  identity.run(merchant, 'firebase', 'fb-bound', member1);
  identity.run(merchant, 'line', 'line-bound', member1);
  identity.run(merchant, 'telegram', '1001', member1);
}

function seedSocial(db: Db, merchant: string): void {
  const maya = db.prepare(
    'INSERT INTO maya_sessions (session_id, merchant, user_id, display_name, valid) VALUES (?, ?, ?, ?, ?)',
  );
  maya.run('maya-ok', merchant, 'maya-user-1', 'Maya Tester', 1);
  maya.run('maya-bad', merchant, 'maya-user-2', 'Maya Expired', 0);
}

function seedMemberGames(db: Db, merchant: string, now: number): void {
  const member1 = `${merchant}-member1`;
  const games = db
    .prepare("SELECT vendor, game_id FROM games WHERE merchant = ? AND category = 'SLOT' ORDER BY vendor, sort LIMIT 5")
    .all(merchant) as {
    vendor: string;
    game_id: string;
  }[];
  games.slice(0, 3).forEach((game, index) => {
    db.prepare('INSERT INTO favourite_games (member_id, merchant, vendor, game_id, added_at) VALUES (?, ?, ?, ?, ?)').run(
      member1,
      merchant,
      game.vendor,
      game.game_id,
      now - index,
    );
  });
  games.slice(2).forEach((game, index) => {
    db.prepare(
      'INSERT INTO game_launches (member_id, merchant, vendor, game_id, trial, launched_at) VALUES (?, ?, ?, ?, 0, ?)',
    ).run(member1, merchant, game.vendor, game.game_id, now - index * 1000);
  });
}

export function seedContent(db: Db, merchant: string, config: MerchantConfig, now: number): void {
  seedPromotions(db, merchant, config);
  if (config.promo.VIP.enabled) seedAnnouncements(db, merchant, config);
  seedCustomerService(db, merchant);
  if (config.promo.REFERRAL.enabled) {
    const code = merchant === 'DEMO' ? 'aff1' : `aff1${merchant.toLowerCase()}`;
    const domain = merchant === 'DEMO' ? 'aff1.demo.test' : `aff1.${merchant.toLowerCase()}.test`;
    db.prepare('INSERT INTO affiliates (merchant, code, domain, referral_code) VALUES (?, ?, ?, ?)').run(
      merchant,
      code,
      domain,
      'AGENT1REF',
    );
  }
  seedContentTranslations(db, merchant, config.merchantName);
  seedMatchesAndOrders(db, merchant, config, now);
  seedSocial(db, merchant);
}

/** What hangs off the demo members (seed/members.ts): member1's bound social identities, favourites and recent games. */
export function seedMemberContent(db: Db, merchant: string, now: number): void {
  seedSocialIdentities(db, merchant);
  seedMemberGames(db, merchant, now);
}
