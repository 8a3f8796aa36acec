import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../shared/contract';
import { memberLanguageAction } from './language-rule';

const member = (language: string, type = 0): MemberInfo => ({ id: '1', account: 'member1', type, language, clubLabel: null });

describe('member language sync (Q12, D59, D60)', () => {
  it('sends the language chosen on this device when the member has another', () => {
    expect(memberLanguageAction(member('EN'), 'TH')).toEqual({ kind: 'push', language: 'TH' });
  });

  it('sends nothing when they already agree', () => {
    expect(memberLanguageAction(member('TH'), 'TH')).toEqual({ kind: 'none' });
  });

  it("adopts the member's language when nothing was chosen here", () => {
    expect(memberLanguageAction(member('VI'), null)).toEqual({ kind: 'adopt', language: 'VI' });
  });

  it('never syncs a type 4 member', () => {
    expect(memberLanguageAction(member('TH', 4), 'EN')).toEqual({ kind: 'none' });
    expect(memberLanguageAction(member('TH', 4), null)).toEqual({ kind: 'none' });
  });

  it('ignores unsupported codes and a missing member', () => {
    expect(memberLanguageAction(member('XX'), null)).toEqual({ kind: 'none' });
    expect(memberLanguageAction(undefined, 'TH')).toEqual({ kind: 'none' });
  });
});
