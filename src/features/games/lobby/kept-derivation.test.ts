import { describe, expect, it, vi } from 'vitest';
import { keptDerivation } from './kept-derivation';

describe('keptDerivation', () => {
  const counted = () => {
    const derive = vi.fn((games: readonly string[], data: object | undefined) => ({ games, data }));
    return { derive, kept: keptDerivation(derive) };
  };

  it('derives again only for inputs that are new objects', () => {
    const { derive, kept } = counted();
    const games = ['a'];
    const first = kept(games, undefined);
    expect(kept(games, undefined)).toBe(first);
    expect(kept(['a'], undefined)).not.toBe(first);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps both results while renders alternate between the answer before and the new one', () => {
    const { derive, kept } = counted();
    const games = ['a'];
    const data = {};
    const before = kept(games, undefined);
    const after = kept(games, data);
    for (let render = 0; render < 4; render += 1) {
      expect(kept(games, undefined)).toBe(before);
      expect(kept(games, data)).toBe(after);
    }
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps the two latest: a third set of inputs lets the least recently used one go', () => {
    const { derive, kept } = counted();
    const [a, b, c] = [['a'], ['b'], ['c']];
    kept(a, undefined);
    kept(b, undefined);
    kept(a, undefined);
    kept(c, undefined);
    expect(derive).toHaveBeenCalledTimes(3);
    kept(a, undefined);
    expect(derive).toHaveBeenCalledTimes(3);
    kept(b, undefined);
    expect(derive).toHaveBeenCalledTimes(4);
  });
});
