/**
 * The session's side data (spec §4 Token change): when a token is set the worker loads member info, the promo-code
 * flag, rank progress, deposit settings and, with CBS3 on, the unread count into Dexie; when it is cleared they
 * are reset. Each part is written only when its call succeeds.
 */
import { CURRENT, type MemberDb, type MemberState } from '../../src/data/db';
import type { MemberInfo } from '../../src/shared/contract';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';
import { vipProgress } from '../../src/shared/vip-progress';
import { isObject } from '../../src/shared/is-object';
import type { HttpClient } from './http-client';
import { applyPart, emptySummary, invalidShape, storageError, type RefreshSummary } from './refresh-summary';

export const EMPTY_MEMBER_STATE: MemberState = {
  promoCodeEnable: false,
  vipProgress: 1,
  totalDepositSuccessCount: 0,
  unreadCount: 0,
};

export function createMemberState(client: HttpClient, getDb: () => MemberDb, now: () => number) {
  async function patch(db: MemberDb, change: Partial<MemberState>) {
    await db.transaction('rw', db.memberState, async () => {
      const current = (await db.memberState.get(CURRENT))?.value ?? EMPTY_MEMBER_STATE;
      await db.memberState.put({ key: CURRENT, value: { ...current, ...change }, updatedAt: now() });
    });
  }

  /** CBS3 from Dexie; on a first visit the session may start before the switches are stored, so ask for them. */
  async function cbsSwitch(db: MemberDb): Promise<boolean> {
    const stored = (await db.featureSwitches.get(CURRENT))?.value;
    if (stored) return stored.whitelabelVal.CBS3 ?? false;
    const fetched = await client.call('whitelabel', {}, { silent: true });
    return fetched.ok && isObject(fetched.value) && isObject(fetched.value.whitelabelVal)
      ? fetched.value.whitelabelVal.CBS3 === true
      : false;
  }

  const putInfo = (value: MemberInfo) => getDb().memberInfo.put({ key: CURRENT, value, updatedAt: now() });

  return {
    /** Only the member's record (GET /wps/member/info) into Dexie. */
    async loadInfo(): Promise<RefreshSummary> {
      const summary = emptySummary();
      await applyPart(summary, 'memberInfo', client.call('memberInfo', {}, { silent: true }), isObject, putInfo);
      return summary;
    },

    /** Parts: memberInfo, and memberState for the rest (written with member info only); each failed call by name. */
    async load(): Promise<RefreshSummary> {
      const db = getDb();
      const cbs = await cbsSwitch(db);
      const [info, promo, rank, deposit, unread] = await Promise.all([
        client.call('memberInfo', {}, { silent: true }),
        client.call('promoCodeEnable', {}, { silent: true }),
        client.call('rankProgress', {}, { silent: true }),
        client.call('depositSettings', {}, { silent: true }),
        cbs ? client.call('unreadCount', {}, { silent: true }) : undefined,
      ]);
      const calls = {
        memberInfo: info,
        promoCodeEnable: promo,
        rankProgress: rank,
        depositSettings: deposit,
        unreadCount: unread,
      };
      const failed = Object.entries(calls).flatMap(([part, result]) =>
        result && !result.ok ? [{ part, error: result.error }] : [],
      );
      if (!info.ok) return { updated: [], failed };
      if (!isObject(info.value))
        return { updated: [], failed: [...failed, { part: 'memberInfo', error: invalidShape('memberInfo') }] };

      const answer = <T>(result: ApiResult<T> | undefined) => (result?.ok && isObject(result.value) ? result.value : undefined);
      const change: Partial<MemberState> = { vipProgress: vipProgress(info.value.clubLabel, answer(rank)) };
      const [promoValue, depositValue, unreadValue] = [answer(promo), answer(deposit), answer(unread)];
      if (promoValue) change.promoCodeEnable = promoValue.enabled;
      if (depositValue) change.totalDepositSuccessCount = depositValue.totalDepositSuccessCount;
      if (unreadValue) change.unreadCount = unreadValue.count;
      try {
        await putInfo(info.value);
        await patch(db, change);
      } catch (caught) {
        return { updated: [], failed: [...failed, { part: 'memberInfo', error: storageError(caught, 'memberInfo') }] };
      }
      return { updated: ['memberInfo', 'memberState'], failed };
    },

    async clear(): Promise<void> {
      const db = getDb();
      await db.transaction('rw', db.memberInfo, db.memberState, async () => {
        await db.memberInfo.clear();
        await db.memberState.put({ key: CURRENT, value: EMPTY_MEMBER_STATE, updatedAt: now() });
      });
    },

    /** POST /wps/member/language; on success the stored member info follows, so the sync does not repeat. */
    async setLanguage(language: string, merchantCode: string): Promise<ApiError | null> {
      const result = await client.call('memberLanguage', { language, merchantCode }, { silent: true });
      if (!result.ok) return result.error;
      const db = getDb();
      await db.transaction('rw', db.memberInfo, async () => {
        const row = await db.memberInfo.get(CURRENT);
        if (row) await db.memberInfo.put({ ...row, value: { ...row.value, language }, updatedAt: now() });
      });
      return null;
    },
  };
}
