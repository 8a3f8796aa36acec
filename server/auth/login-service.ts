/** Credential checks and session issuing shared by every login and registration route. */
import { ErrorCode, type LoginValue } from '../../src/shared/contract';
import type { AppContext } from '../context';
import type { Merchant } from '../merchants/store';
import { findMemberByAccount, findMemberById, findMemberByMobile, loginValue, type Member } from '../members/members';
import { verifyPassword } from '../crypto/passwords';
import { createSession } from '../sessions/sessions';
import { BizError } from '../http/errors';

export function memberForLogin(ctx: AppContext, merchant: Merchant, account: string): Member {
  const member =
    findMemberByAccount(ctx.db, merchant.code, account) ??
    (/^\+?\d+$/.test(account)
      ? findMemberByMobile(ctx.db, merchant.code, account.replace(/\D/g, '').replace(/^0+/, ''))
      : undefined);
  if (!member) throw new BizError(ErrorCode.NOT_EXISTS_USER);
  return member;
}

export function checkCredentials(ctx: AppContext, merchant: Merchant, account: string, password: string): Member {
  const member = memberForLogin(ctx, merchant, account);
  if (!verifyPassword(password, member.passwordHash)) throw new BizError(ErrorCode.LOGIN_CRED_ERR);
  return member;
}

export function memberById(ctx: AppContext, id: string): Member {
  const member = findMemberById(ctx.db, id);
  if (!member) throw new BizError(ErrorCode.NOT_EXISTS_USER);
  return member;
}

export function issueLogin(ctx: AppContext, member: Member, thirdPartyEnv?: string): LoginValue {
  const token = createSession(ctx.db, member.merchant, member.id, ctx.now(), ctx.sessionTtlMs, thirdPartyEnv);
  return loginValue(member, token);
}
