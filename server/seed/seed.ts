/** Fills an empty store with the ACCEPTANCE 0.4 fixtures; reset wipes the data (keeping the RSA keys) and seeds again. */
import type { Db } from '../db/database';
import { saveMerchant } from '../merchants/store';
import { SEED_MERCHANTS } from './merchants';
import { seedMembers } from './members';
import { seedGames } from './games';
import { seedContent, seedMemberContent } from './content';

/** Tables cleared by a reset, children first. rsa_keys and schema_migrations survive. */
const DATA_TABLES = [
  'sessions',
  'login_verifications',
  'social_identities',
  'favourite_games',
  'game_launches',
  'members',
  'maya_sessions',
  'line_sessions',
  'outbox',
  'captcha_challenges',
  'captcha_passes',
  'login_failures',
  'games',
  'vendors',
  'game_matches',
  'game_orders',
  'promotions',
  'promotion_categories',
  'announcements',
  'content_translations',
  'cs_entries',
  'affiliates',
  'events',
  'beacons',
  'push_tokens',
  'app_state',
  'merchants',
];

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM merchants').pluck().get() as number) > 0;
}

export interface SeedOptions {
  /** The members of ACCEPTANCE 0.4 with their known passwords, and what hangs off them (bound identities, favourites). */
  demoMembers: boolean;
}

export function seed(db: Db, defaultMobilePassword: string, now: number, { demoMembers }: SeedOptions): void {
  db.transaction(() => {
    for (const { code, config } of SEED_MERCHANTS) {
      saveMerchant(db, code, config.merchantName, config);
      seedGames(db, code);
      seedContent(db, code, config, now);
      if (!demoMembers) continue;
      seedMembers(db, code, config.country.countryDialingCode, defaultMobilePassword, now);
      seedMemberContent(db, code, now);
    }
  })();
}

export function seedIfEmpty(db: Db, defaultMobilePassword: string, now: number, options: SeedOptions): boolean {
  if (isSeeded(db)) return false;
  seed(db, defaultMobilePassword, now, options);
  return true;
}

/** The QA reset: always with the demo members, which only a QA backend offers to reset. */
export function resetAndSeed(db: Db, defaultMobilePassword: string, now: number): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
  })();
  seed(db, defaultMobilePassword, now, { demoMembers: true });
}
