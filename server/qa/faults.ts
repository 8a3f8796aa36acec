/** Injected faults (FAULT): matched per method, path glob and merchant, applied before routing. */
import { mulberry32 } from '../seed/prng';
import { matchesGlob } from './glob';

export interface FaultSpec {
  match: { method?: string; path: string; merchant?: string };
  /** How many matching requests it applies to; omitted = every one until removed. */
  times?: number;
  /**
   * Chance (0..1) that a matching request is affected. A request the draw spares goes on to the next matching fault,
   * so faults of different kinds on one path mix (30 % failing: 10 % status, then 10/90 drop, then 10/80 delay).
   */
  probability?: number;
  /**
   * Makes the probability's draws repeatable: the n-th request of a method and path that this fault draws for gets the
   * same number in every run with this seed, whatever other paths' requests come between. Faults with the same seed
   * draw the same numbers; give each fault of a mix its own.
   */
  seed?: number;
  delayMs?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  value?: unknown;
  drop?: boolean;
  hang?: boolean;
  redirect?: string;
  retryAfter?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  remaining: number | null;
  hits: number;
}

/** FNV-1a over the text, then one mulberry32 step: a uniform [0, 1) number that depends only on the text. */
export function seededDraw(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mulberry32(hash)();
}

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;
  /** Per seeded fault id: how many draws it has made for each "METHOD path". */
  private draws = new Map<number, Map<string, number>>();

  constructor(private readonly random: () => number = Math.random) {}

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, remaining: spec.times ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
    this.draws.clear();
  }

  /** Removes one fault; false when no active fault has that id. */
  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    this.draws.delete(id);
    return this.faults.length < before;
  }

  /** Finds the first fault that matches this request and whose draw (if it has a probability) hits; consumes one use. */
  take(method: string, path: string, merchant: string | undefined): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.remaining === null || candidate.remaining > 0) &&
        (!candidate.match.method || candidate.match.method.toUpperCase() === method.toUpperCase()) &&
        (!candidate.match.merchant || candidate.match.merchant === merchant) &&
        matchesGlob(candidate.match.path, path) &&
        (candidate.probability === undefined || this.draw(candidate, method, path) < candidate.probability),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) {
        this.faults = this.faults.filter((other) => other !== fault);
        this.draws.delete(fault.id);
      }
    }
    return fault;
  }

  private draw(fault: Fault, method: string, path: string): number {
    if (fault.seed === undefined) return this.random();
    let counts = this.draws.get(fault.id);
    if (!counts) this.draws.set(fault.id, (counts = new Map()));
    const key = `${method.toUpperCase()} ${path}`;
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    return seededDraw(`${fault.seed}|${key}|${count}`);
  }
}
