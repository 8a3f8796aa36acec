/** A Map capped at max entries that forgets the least recently used one first. */
export class LruMap<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly max: number) {}

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key) as V;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.max) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.#map.delete(oldest.value);
    }
  }

  has(key: K): boolean {
    return this.#map.has(key);
  }
}
