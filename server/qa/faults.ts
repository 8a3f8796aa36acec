/** Injected faults (FAULT): matched per method, path glob and merchant, applied before routing. */
import { matchesGlob } from './glob';

export interface FaultSpec {
  match: { method?: string; path: string; merchant?: string };
  /** How many matching requests it applies to; omitted = every one until removed. */
  times?: number;
  /** Chance (0..1) that a matching request is affected. */
  probability?: number;
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

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

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
  }

  /** Finds the first fault for this request and consumes one of its uses. */
  take(method: string, path: string, merchant: string | undefined): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.remaining === null || candidate.remaining > 0) &&
        (!candidate.match.method || candidate.match.method.toUpperCase() === method.toUpperCase()) &&
        (!candidate.match.merchant || candidate.match.merchant === merchant) &&
        matchesGlob(candidate.match.path, path),
    );
    if (!fault) return undefined;
    if (fault.probability !== undefined && this.random() >= fault.probability) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
    }
    return fault;
  }
}
