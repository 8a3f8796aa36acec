import { describe, expect, it } from 'vitest';
import { forwardSession } from './forward-session';
import { createSessionStore, type NewSession } from './tab-session/session-store';
import { memoryStorage } from '../../../tests/unit/support/memory-storage';

const session = (token: string): NewSession => ({
  id: 'm1',
  token,
  merchantCode: 'DEMO',
  userName: 'member1',
  type: 0,
  firstTimeLogin: false,
});

describe('forwardSession', () => {
  it('tells the worker the token now and at every change of it, before the change returns', () => {
    const store = createSessionStore({ storage: memoryStorage(), newSpanId: () => 'span' });
    store.start(session('stored'));
    const sent: (string | null)[] = [];
    const stop = forwardSession({ setSession: (token: string | null) => sent.push(token) }, store);
    expect(sent).toEqual(['stored']);
    store.start(session('fresh'));
    expect(sent).toEqual(['stored', 'fresh']);
    store.update({ userName: 'renamed' }); // the same token: nothing to tell
    store.clear();
    expect(sent).toEqual(['stored', 'fresh', null]);
    stop();
    store.start(session('later'));
    expect(sent).toEqual(['stored', 'fresh', null]);
  });

  it('starts a guest tab with no token', () => {
    const sent: (string | null)[] = [];
    forwardSession({ setSession: (token: string | null) => sent.push(token) }, createSessionStore({ storage: memoryStorage() }));
    expect(sent).toEqual([null]);
  });
});
