import { describe, expect, it } from 'vitest';
import { languagePushOncePerSession } from './language-push';

function sender(outcomes: boolean[]) {
  const sent: string[] = [];
  const settle: (() => void)[] = [];
  const send = (language: string) => {
    sent.push(language);
    const ok = outcomes.shift() ?? true;
    return new Promise<boolean>((resolve) => settle.push(() => resolve(ok)));
  };
  const settleAll = async () => {
    for (const done of settle.splice(0)) done();
    await Promise.resolve();
  };
  return { sent, send, settleAll };
}

describe('the member language push (D60)', () => {
  it('sends a language once per session, also while the first send is on its way', async () => {
    const { sent, send, settleAll } = sender([true]);
    const push = languagePushOncePerSession(send);
    push('token-1', 'TH');
    push('token-1', 'TH');
    await settleAll();
    push('token-1', 'TH');
    expect(sent).toEqual(['TH']);
  });

  it('sends again for another language or another session', () => {
    const { sent, send } = sender([]);
    const push = languagePushOncePerSession(send);
    push('token-1', 'TH');
    push('token-1', 'VI');
    push('token-2', 'VI');
    expect(sent).toEqual(['TH', 'VI', 'VI']);
  });

  it('sends again after a failed send', async () => {
    const { sent, send, settleAll } = sender([false, true]);
    const push = languagePushOncePerSession(send);
    push('token-1', 'TH');
    await settleAll();
    push('token-1', 'TH');
    await settleAll();
    push('token-1', 'TH');
    expect(sent).toEqual(['TH', 'TH']);
  });
});
