/** The seeded members of ACCEPTANCE 0.4, created for every merchant (DEMO is the reference; VNL and BARE mirror it). */
import type { Db } from '../db/database';
import { createMember, type NewMember } from '../members/members';
import { newTotpSecret } from '../auth/totp';

export const SEED_PASSWORD = 'Passw0rd!';

type MemberSeed = Omit<NewMember, 'merchant' | 'password' | 'countryDialingCode'> & { password?: 'default' };

const MEMBERS: MemberSeed[] = [
  {
    account: 'member1',
    mobile: '9170000001',
    unread: 3,
    totalDepositSuccessCount: 2,
    referralCode: 'MEMBER1REF',
    email: 'member1@demo.test',
  },
  { account: 'agent1', type: 1, referralCode: 'AGENT1REF', mobile: '9170000011' },
  { account: 'agent2', type: 2, referralCode: 'AGENT2REF', mobile: '9170000012' },
  { account: 'special4', type: 4, language: 'TH' },
  {
    account: 'vip1',
    clubLabel: { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 },
    rankCompleted: 3,
    rankTotal: 4,
    totalDepositSuccessCount: 12,
  },
  {
    account: 'vip2',
    clubLabel: { labelName: 'Silver', labelId: 'L-SILVER', type: 'MANUAL', rankLevel: 1 },
    rankCompleted: 1,
    rankTotal: 5,
    totalDepositSuccessCount: 4,
  },
  { account: 'expired1', passwordExpired: true },
  { account: 'default1', password: 'default', mobile: '9170000003' },
  { account: 'first1', firstTimeLogin: true },
  { account: 'tfa_email', verificationMode: 'email', email: 'tfa.email@demo.test' },
  { account: 'tfa_ga', verificationMode: 'ga' },
  { account: 'tfa_sms', verificationMode: 'sms', mobile: '9170000004' },
];

export function seedMembers(db: Db, merchant: string, dialingCode: string, defaultMobilePassword: string, now: number): void {
  for (const { password, ...seed } of MEMBERS) {
    createMember(
      db,
      {
        ...seed,
        id: `${merchant}-${seed.account}`,
        merchant,
        password: password === 'default' ? defaultMobilePassword : SEED_PASSWORD,
        countryDialingCode: seed.mobile ? dialingCode : null,
        referralCode: seed.referralCode ?? `${seed.account.toUpperCase().replace(/[^A-Z0-9]/g, '')}REF`,
        language: seed.language ?? (merchant === 'VNL' ? 'VI' : 'EN'),
        // A fresh authenticator secret per seeding; QA reads it (or its current code) from GET /__qa/members/:account/totp.
        totpSecret: seed.verificationMode === 'ga' ? newTotpSecret() : null,
      },
      now,
    );
  }
}
