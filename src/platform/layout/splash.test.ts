import { describe, expect, it } from 'vitest';
import { SPLASH_MIN_VISIBLE_MS } from '../../shared/constants';
import { nextSplash, splashWaiting, type SplashState } from './splash';

describe('loading splash (A39)', () => {
  it('waits only while Dexie is known to have no settings and the sync has not failed', () => {
    expect(splashWaiting('absent', false)).toBe(true);
    expect(splashWaiting('unknown', false)).toBe(false);
    expect(splashWaiting('present', false)).toBe(false);
    expect(splashWaiting('absent', true)).toBe(false);
  });

  it('a repeat visit with local settings never shows it', () => {
    expect(nextSplash({ visible: false }, false, 10).state).toEqual({ visible: false });
  });

  it('once shown it stays at least SPLASH_MIN_VISIBLE_MS, even when the data comes at once', () => {
    const shown = nextSplash({ visible: false }, true, 100).state;
    expect(shown).toEqual({ visible: true, shownAt: 100 });
    const early = nextSplash(shown, false, 150);
    expect(early.state.visible).toBe(true);
    expect(early.hideInMs).toBe(SPLASH_MIN_VISIBLE_MS - 50);
    const late = nextSplash(shown, false, 100 + SPLASH_MIN_VISIBLE_MS);
    expect(late.state.visible).toBe(false);
    expect(late.hideInMs).toBeUndefined();
  });

  it('keeps its first shown time while it goes on waiting', () => {
    const shown: SplashState = { visible: true, shownAt: 100 };
    expect(nextSplash(shown, true, 5_000).state).toBe(shown);
    expect(nextSplash(shown, false, 5_000).state.visible).toBe(false);
  });
});
