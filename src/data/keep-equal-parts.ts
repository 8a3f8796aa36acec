/**
 * A new answer from the store with every part that equals the previous answer's replaced by that part: an answer
 * read again after a write elsewhere (the same rows, a new copy) is the previous answer itself, and a changed one keeps
 * the identity of what did not change. Readers that compare by identity (React's renders, memoised derivations) then
 * redo only what changed. Plain objects and arrays are compared by content; anything else by identity.
 */
export function keepEqualParts<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const merged = next.map((item, index) => keepEqualParts(previous[index], item));
    const same = merged.length === previous.length && merged.every((item, index) => item === previous[index]);
    return (same ? previous : merged) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    // As entries, so a key named __proto__ stays a key (an assignment would set the prototype).
    const entries = keys.map((key) => [key, keepEqualParts(previous[key], next[key])] as const);
    const same =
      keys.length === Object.keys(previous).length &&
      entries.every(([key, part]) => Object.hasOwn(previous, key) && part === previous[key]);
    return (same ? previous : Object.fromEntries(entries)) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
