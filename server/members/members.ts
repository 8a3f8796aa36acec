/** The members table: lookups, creation, updates and the contract views of a member. */
import type { ClubLabel, LoginValue, MemberInfo, RegisterValue } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { hashPassword } from '../crypto/passwords';
import { randomHex } from '../crypto/tokens';

export interface Member {
  id: string;
  merchant: string;
  account: string;
  passwordHash: string;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  type: number;
  language: string;
  clubLabel: ClubLabel | null;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  unread: number;
  totalDepositSuccessCount: number;
  verificationMode: 'email' | 'ga' | 'sms' | null;
  /** Base32 authenticator secret for the ga second factor. */
  totpSecret: string | null;
  rankCompleted: number;
  rankTotal: number;
  referralCode: string;
  displayName: string | null;
  picture: string | null;
}

interface MemberRow {
  id: string;
  merchant: string;
  account: string;
  password_hash: string;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  type: number;
  language: string;
  club_label: string | null;
  password_expired: number;
  first_time_login: number;
  unread: number;
  total_deposit_success_count: number;
  verification_mode: Member['verificationMode'];
  totp_secret: string | null;
  rank_completed: number;
  rank_total: number;
  referral_code: string;
  display_name: string | null;
  picture: string | null;
}

function fromRow(row: MemberRow): Member {
  return {
    id: row.id,
    merchant: row.merchant,
    account: row.account,
    passwordHash: row.password_hash,
    mobile: row.mobile,
    countryDialingCode: row.country_dialing_code,
    email: row.email,
    type: row.type,
    language: row.language,
    clubLabel: row.club_label ? (JSON.parse(row.club_label) as ClubLabel) : null,
    passwordExpired: row.password_expired === 1,
    firstTimeLogin: row.first_time_login === 1,
    unread: row.unread,
    totalDepositSuccessCount: row.total_deposit_success_count,
    verificationMode: row.verification_mode,
    totpSecret: row.totp_secret,
    rankCompleted: row.rank_completed,
    rankTotal: row.rank_total,
    referralCode: row.referral_code,
    displayName: row.display_name,
    picture: row.picture,
  };
}

export function findMemberById(db: Db, id: string): Member | undefined {
  const row = db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
  return row && fromRow(row);
}

/** By account, case-insensitively. */
export function findMemberByAccount(db: Db, merchant: string, account: string): Member | undefined {
  const row = db.prepare('SELECT * FROM members WHERE merchant = ? AND lower(account) = lower(?)').get(merchant, account) as
    MemberRow | undefined;
  return row && fromRow(row);
}

export function findMemberByMobile(db: Db, merchant: string, mobile: string): Member | undefined {
  const row = db.prepare('SELECT * FROM members WHERE merchant = ? AND mobile = ?').get(merchant, mobile) as
    MemberRow | undefined;
  return row && fromRow(row);
}

export function findMemberByReferralCode(db: Db, merchant: string, referralCode: string): Member | undefined {
  const row = db.prepare('SELECT * FROM members WHERE merchant = ? AND referral_code = ?').get(merchant, referralCode) as
    MemberRow | undefined;
  return row && fromRow(row);
}

export interface NewMember {
  merchant: string;
  account: string;
  password: string;
  mobile?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  type?: number;
  language?: string;
  clubLabel?: ClubLabel | null;
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  unread?: number;
  totalDepositSuccessCount?: number;
  verificationMode?: Member['verificationMode'];
  totpSecret?: string | null;
  rankCompleted?: number;
  rankTotal?: number;
  referralCode?: string;
  referredBy?: string | null;
  affiliateCode?: string | null;
  linkId?: string | null;
  domain?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  pixelTrack?: Record<string, string> | null;
  displayName?: string | null;
  picture?: string | null;
  id?: string;
}

export function createMember(db: Db, input: NewMember, now: number): Member {
  const id = input.id ?? `${input.merchant}-${randomHex(6)}`;
  db.prepare(
    `INSERT INTO members (id, merchant, account, password_hash, mobile, country_dialing_code, email, type, language, club_label,
      password_expired, first_time_login, unread, total_deposit_success_count, verification_mode, rank_completed, rank_total,
      referral_code, referred_by, affiliate_code, link_id, domain, register_method, register_url, pixel_track, display_name, picture, created_at,
      totp_secret)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.merchant,
    input.account,
    hashPassword(input.password),
    input.mobile ?? null,
    input.countryDialingCode ?? null,
    input.email ?? null,
    input.type ?? 0,
    input.language ?? 'EN',
    input.clubLabel ? JSON.stringify(input.clubLabel) : null,
    input.passwordExpired ? 1 : 0,
    input.firstTimeLogin ? 1 : 0,
    input.unread ?? 0,
    input.totalDepositSuccessCount ?? 0,
    input.verificationMode ?? null,
    input.rankCompleted ?? 0,
    input.rankTotal ?? 0,
    input.referralCode ?? `R${randomHex(4).toUpperCase()}`,
    input.referredBy ?? null,
    input.affiliateCode ?? null,
    input.linkId ?? null,
    input.domain ?? null,
    input.registerMethod ?? null,
    input.registerUrl ?? null,
    input.pixelTrack ? JSON.stringify(input.pixelTrack) : null,
    input.displayName ?? null,
    input.picture ?? null,
    now,
    input.totpSecret ?? null,
  );
  const member = findMemberById(db, id);
  if (!member) throw new Error(`member ${id} was not created`);
  return member;
}

/** Patchable member fields (QA surface and profile updates). */
export interface MemberPatch {
  type?: number;
  language?: string;
  clubLabel?: ClubLabel | null;
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  unread?: number;
  totalDepositSuccessCount?: number;
  verificationMode?: Member['verificationMode'];
  rankCompleted?: number;
  rankTotal?: number;
  mobile?: string | null;
  email?: string | null;
  displayName?: string | null;
  picture?: string | null;
  password?: string;
}

const COLUMNS: Record<keyof MemberPatch, string> = {
  type: 'type',
  language: 'language',
  clubLabel: 'club_label',
  passwordExpired: 'password_expired',
  firstTimeLogin: 'first_time_login',
  unread: 'unread',
  totalDepositSuccessCount: 'total_deposit_success_count',
  verificationMode: 'verification_mode',
  rankCompleted: 'rank_completed',
  rankTotal: 'rank_total',
  mobile: 'mobile',
  email: 'email',
  displayName: 'display_name',
  picture: 'picture',
  password: 'password_hash',
};

function columnValue(key: keyof MemberPatch, value: unknown): unknown {
  if (key === 'clubLabel') return value ? JSON.stringify(value) : null;
  if (key === 'password') return hashPassword(String(value));
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value ?? null;
}

export function updateMember(db: Db, id: string, patch: MemberPatch): void {
  const keys = (Object.keys(patch) as (keyof MemberPatch)[]).filter((key) => key in COLUMNS && patch[key] !== undefined);
  if (keys.length === 0) return;
  db.prepare(`UPDATE members SET ${keys.map((key) => `${COLUMNS[key]} = ?`).join(', ')} WHERE id = ?`).run(
    ...keys.map((key) => columnValue(key, patch[key])),
    id,
  );
}

export function memberInfo(member: Member): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    type: member.type,
    language: member.language,
    clubLabel: member.clubLabel,
    referralCode: member.referralCode,
  };
}

export function loginValue(member: Member, token: string): LoginValue {
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    updatePassword: member.passwordExpired,
    id: member.id,
    userName: member.account,
    customerType: member.type,
  };
}

export function registerValue(member: Member, token: string | undefined): RegisterValue {
  const value: RegisterValue = {
    id: member.id,
    customerId: member.id,
    userName: member.account,
    customerName: member.displayName ?? member.account,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
  };
  if (token !== undefined) value.token = token;
  return value;
}

/** The public masked form of an account: first and last character kept. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}*`;
  return `${account[0]}${'*'.repeat(Math.min(account.length - 2, 4))}${account[account.length - 1]}`;
}
