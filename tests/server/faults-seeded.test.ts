/** Seeded, mixed faults (issue 19, the flaky-network suite): repeatable draws per path, and a spared request falls through. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultStore, seededDraw, type FaultSpec } from '../../server/qa/faults';
import { startServer, type TestServer } from './helpers';

const MIX: FaultSpec[] = [
  { match: { path: '/wps/**' }, probability: 0.1, seed: 11, status: 503 },
  { match: { path: '/wps/**' }, probability: 0.1 / 0.9, seed: 12, drop: true },
  { match: { path: '/wps/**' }, probability: 0.1 / 0.8, seed: 13, delayMs: 3000 },
];

/** The kind of fault each request meets, in the given order of paths. */
function outcomes(store: FaultStore, paths: string[]): string[] {
  return paths.map((path) => {
    const fault = store.take('GET', path, 'DEMO');
    return fault ? `${path}:${fault.status ?? (fault.drop ? 'drop' : 'delay')}` : `${path}:ok`;
  });
}

function storeWith(specs: FaultSpec[]): FaultStore {
  const store = new FaultStore(() => {
    throw new Error('a seeded fault must not use the unseeded random');
  });
  for (const spec of specs) store.add(spec);
  return store;
}

describe('seeded faults', () => {
  it('draws uniform numbers that depend only on the text', () => {
    expect(seededDraw('1|GET /a|0')).toBe(seededDraw('1|GET /a|0'));
    const draws = Array.from({ length: 2000 }, (_, index) => seededDraw(`7|GET /wps/x|${index}`));
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    const mean = draws.reduce((sum, draw) => sum + draw, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('gives the n-th request of a path the same outcome in every run, whatever other paths come between', () => {
    const a = Array.from({ length: 40 }, () => '/wps/a');
    const b = Array.from({ length: 40 }, () => '/wps/b');
    const first = outcomes(storeWith(MIX), [...a, ...b]);
    const interleaved = outcomes(
      storeWith(MIX),
      a.flatMap((path, index) => [path, b[index]!]),
    );
    expect([...interleaved].sort()).toEqual([...first].sort());
    const ofA = (list: string[]) => list.filter((outcome) => outcome.startsWith('/wps/a'));
    expect(ofA(interleaved)).toEqual(ofA(first));
    // Another seed, other outcomes.
    const reseeded = outcomes(storeWith(MIX.map((spec) => ({ ...spec, seed: (spec.seed ?? 0) + 100 }))), [...a, ...b]);
    expect(reseeded).not.toEqual(first);
  });

  it('mixes kinds on one path: a request the first draw spares goes on to the next fault, about 30 % in all', () => {
    const paths = Array.from({ length: 3000 }, (_, index) => `/wps/p${index % 30}`);
    const counts = new Map<string, number>();
    for (const outcome of outcomes(storeWith(MIX), paths)) {
      const kind = outcome.split(':')[1]!;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    for (const kind of ['503', 'drop', 'delay']) {
      expect(counts.get(kind), kind).toBeGreaterThan(220);
      expect(counts.get(kind), kind).toBeLessThan(380);
    }
    expect(counts.get('ok')).toBeGreaterThan(1950);
    expect(counts.get('ok')).toBeLessThan(2250);
  });

  it('keeps the unseeded draw for a fault without seed, and probability 1 always hits', () => {
    const store = new FaultStore(() => 0.5);
    store.add({ match: { path: '/x' }, probability: 0.4, status: 500 });
    store.add({ match: { path: '/x' }, probability: 0.6, status: 502 });
    expect(store.take('GET', '/x', undefined)?.status).toBe(502);
    const always = storeWith([{ match: { path: '/y' }, probability: 1, seed: 3, status: 500 }]);
    expect(outcomes(always, ['/y', '/y', '/y'])).toEqual(['/y:500', '/y:500', '/y:500']);
  });
});

describe('POST /__qa/faults with a seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('accepts a seed and applies the same draws on a second run', async () => {
    const run = async () => {
      await server.call('DELETE', '/__qa/faults');
      const added = await server.call('POST', '/__qa/faults', {
        body: { match: { path: '/wps/system/country' }, probability: 0.5, seed: 42, status: 503 },
      });
      expect(added.status).toBe(200);
      const statuses: number[] = [];
      for (let index = 0; index < 12; index += 1) statuses.push((await server.call('GET', '/wps/system/country')).status);
      return statuses;
    };
    const first = await run();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
    expect((await server.call('POST', '/__qa/faults', { body: { match: { path: '/x' }, seed: -1 } })).status).toBe(400);
    await server.call('DELETE', '/__qa/faults');
  });
});
