/** Structural sharing of the store's answers: equal answers keep their identity, changed ones keep their equal parts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepEqualParts } from './keep-equal-parts';

const copy = <T>(value: T): T => structuredClone(value);

describe('keepEqualParts', () => {
  it('returns the previous answer itself when the new one has the same content', () => {
    const previous = { key: 'current', value: { merchantName: 'Lucky Star', gw: { A: 1 }, list: [1, { b: 2 }] }, updatedAt: 1 };
    expect(keepEqualParts(previous, copy(previous))).toBe(previous);
    expect(keepEqualParts(null, null)).toBeNull();
    expect(keepEqualParts(NaN, NaN)).toBeNaN();
  });

  it('keeps the unchanged parts of a changed answer and takes the changed ones', () => {
    const previous = { value: { banners: [{ id: 1 }, { id: 2 }], marquee: ['hello'] }, updatedAt: 1 };
    const next = { value: { banners: [{ id: 1 }, { id: 3 }], marquee: ['hello'] }, updatedAt: 2 };
    const merged = keepEqualParts(previous, copy(next));
    expect(merged).toEqual(next);
    expect(merged).not.toBe(previous);
    expect(merged.value.marquee).toBe(previous.value.marquee);
    expect(merged.value.banners[0]).toBe(previous.value.banners[0]);
    expect(merged.value.banners[1]).not.toBe(previous.value.banners[1]);
  });

  it('sees added, removed and renamed keys, shorter and longer lists, and a type change', () => {
    expect(keepEqualParts({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(keepEqualParts({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqualParts({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
    expect(keepEqualParts([1, 2], [1])).toEqual([1]);
    expect(keepEqualParts([1], [1, 2])).toEqual([1, 2]);
    expect(keepEqualParts({ 0: 'a' }, ['a'])).toEqual(['a']);
    expect(keepEqualParts([{ a: 1 }], { 0: { a: 1 } })).toEqual({ 0: { a: 1 } });
  });

  it('keeps a key named __proto__ a key', () => {
    const next = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const merged = keepEqualParts({ a: 2 }, next);
    expect(Object.keys(merged)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('compares anything but plain objects and arrays by identity', () => {
    const date = new Date(0);
    expect(keepEqualParts({ at: date }, { at: new Date(0) }).at).not.toBe(date);
    const map = new Map([[1, 1]]);
    const next = new Map([[1, 1]]);
    expect(keepEqualParts(map, next)).toBe(next);
  });

  it('always answers a value equal to the new answer, and the previous one whenever they are equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        const merged = keepEqualParts(previous, next);
        expect(merged).toEqual(next);
        expect(keepEqualParts(previous, copy(previous))).toBe(previous);
      }),
    );
  });
});
