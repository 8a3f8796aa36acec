/**
 * Language sync between the app and the member (ACCEPTANCE Q12, D59, D60): the language the member chose on this
 * device wins and is sent to the backend; without a choice the app adopts the member's language and sends nothing.
 * Type 4 members are never synced.
 */
import { MEMBER_TYPE_WITHOUT_LANGUAGE_SYNC } from '../../shared/constants';
import type { MemberInfo } from '../../shared/contract';
import { normalizeLanguage, type LanguageCode } from '../../i18n/locales';

export type LanguageSyncAction =
  { kind: 'none' } | { kind: 'adopt'; language: LanguageCode } | { kind: 'push'; language: LanguageCode };

export function memberLanguageAction(member: MemberInfo | undefined, choice: string | null | undefined): LanguageSyncAction {
  if (!member || member.type === MEMBER_TYPE_WITHOUT_LANGUAGE_SYNC) return { kind: 'none' };
  const memberLanguage = normalizeLanguage(member.language);
  const chosen = normalizeLanguage(choice);
  if (chosen) return chosen === memberLanguage ? { kind: 'none' } : { kind: 'push', language: chosen };
  return memberLanguage ? { kind: 'adopt', language: memberLanguage } : { kind: 'none' };
}
