/** Fills an empty store with the ACCEPTANCE 0.4 fixtures; reset wipes the data (keeping the RSA keys) and seeds again. */
import type { Db } from '../db/database';
import { saveMerchant } from '../merchants/store';
import { SEED_MERCHANTS } from './merchants';
import { seedMembers } from './members';
import { seedGames } from './games';
import { seedContent } from './content';

/** Tables cleared by a reset, children first. rsa_keys and schema_migrations survive. */
const DATA_TABLES = [
  'sessions',
  'login_verifications',
  'social_identities',
  'favourite_games',
  'game_launches',
  'members',
  'maya_sessions',
  'line_grants',
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

export function seed(db: Db, defaultMobilePassword: string, now: number): void {
  db.transaction(() => {
    for (const { code, config } of SEED_MERCHANTS) {
      saveMerchant(db, code, config.merchantName, config);
      seedMembers(db, code, config.country.countryDialingCode, defaultMobilePassword, now);
      seedGames(db, code);
      seedContent(db, code, config, now);
    }
  })();
}

export function seedIfEmpty(db: Db, defaultMobilePassword: string, now: number): boolean {
  if (isSeeded(db)) return false;
  seed(db, defaultMobilePassword, now);
  return true;
}

export function resetAndSeed(db: Db, defaultMobilePassword: string, now: number): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
  })();
  seed(db, defaultMobilePassword, now);
}
