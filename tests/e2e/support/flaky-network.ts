/**
 * The flaky network of the flaky-network suite (issue 19, item 4; tests/e2e/flaky/): a seeded mix of backend faults on
 * every /wps/* request, and what the page showed and recorded meanwhile, reported from inside the page.
 *
 * The faults are the backend's own (server/qa/faults.ts), so the API worker, the outbox and the service worker meet
 * real HTTP answers, resets and delays. Each fault draws from its own seed: the n-th request of a method and path
 * meets the same outcome in every run with the same FLAKY_SEED, whatever other paths' requests come between.
 */
import { randomInt } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { catalogSource } from './catalog-source';
import { ErrorCode } from '../../../src/shared/contract/error-codes';
import { messageFor } from '../../../server/http/messages';
import type { FaultSpec, QaClient } from '../../support/qa-client';

/** What a faulted request met. */
export type FaultKind = '500' | '502' | '503' | '504' | 'reset' | 'delay';

export const FAILURE_RATE = 0.3;
export const DELAY_MS = 3_000;
const FLAKY_PATHS = '/wps/**';

/** The reference backend's own answer to an unexpected error: what a real 5xx of the backend says (server/http/errors). */
export const SERVER_ERROR_MESSAGE = messageFor(ErrorCode.INTERNAL_ERROR, 'EN') ?? 'Internal error';

/** The mix, as shares of all /wps requests: 5xx 10 %, resets 10 %, 3 s delays 10 %. */
const MIX: { kind: FaultKind; share: number; spec: Omit<FaultSpec, 'match'> }[] = [
  ...(['500', '502', '503', '504'] as const).map((status) => ({
    kind: status,
    share: 0.025,
    spec: { status: Number(status), errorCode: ErrorCode.INTERNAL_ERROR, message: SERVER_ERROR_MESSAGE },
  })),
  { kind: 'reset', share: 0.1, spec: { drop: true } },
  { kind: 'delay', share: 0.1, spec: { delayMs: DELAY_MS } },
];

/** FLAKY_SEED when given (to repeat a run), else a new one. */
export function flakySeed(): number {
  const given = process.env.FLAKY_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`FLAKY_SEED must be an integer 0..4294967295`);
    return seed;
  }
  return randomInt(0, 0x7fffffff);
}

/** Names the seed in the report, and says on failure how to repeat the run. */
export function announceSeed(testInfo: TestInfo, seed: number): void {
  testInfo.annotations.push({ type: 'FLAKY_SEED', description: String(seed) });
}

export function seedOnFailure(testInfo: TestInfo, seed: number): void {
  if (testInfo.status === testInfo.expectedStatus) return;
  const line = `flaky-network: this run used FLAKY_SEED=${seed}; repeat it with FLAKY_SEED=${seed} npm run test:flaky`;
  console.log(`\n${line}\n`);
  testInfo.attachments.push({ name: 'FLAKY_SEED', contentType: 'text/plain', body: Buffer.from(`${line}\n`) });
}

/**
 * Makes FAILURE_RATE of the /wps requests fail, each fault with its own seed derived from seed. A request the first
 * fault's draw spares goes on to the next, so each fault's probability is its share of what is left.
 * Returns the kind of each fault by its id, to read the request log with.
 */
export async function injectFlakyNetwork(backend: QaClient, seed: number): Promise<Map<number, FaultKind>> {
  const total = MIX.reduce((sum, { share }) => sum + share, 0);
  if (Math.abs(total - FAILURE_RATE) > 1e-9) throw new Error(`the mix adds up to ${total}, not ${FAILURE_RATE}`);
  const kinds = new Map<number, FaultKind>();
  let left = 1;
  for (const [index, { kind, share, spec }] of MIX.entries()) {
    const fault = await backend.addFault({
      match: { path: FLAKY_PATHS },
      probability: Math.min(1, share / left),
      seed: (seed + Math.imul(index + 1, 0x9e3779b9)) >>> 0,
      ...spec,
    });
    kinds.set(fault.id, kind);
    left -= share;
  }
  return kinds;
}

/** A dialog, toast or the offline toast as it was shown. */
export interface Shown {
  kind: 'dialog' | 'toast';
  variant: string;
  title: string;
  message: string;
  at: string;
}

/**
 * A tracking event the page handed to its API worker, and the worker's answer: true once the event is in the outbox,
 * false when it was not stored (a once-per-device event already recorded), undefined when the page went before the
 * answer came (the event may be stored).
 */
export interface Recorded {
  eventId: string;
  eventName: string;
  answer?: boolean;
  at: string;
}

export interface PageWatch {
  shown: Shown[];
  events: Map<string, Recorded>;
}

/**
 * Reports, through bindings (they outlive the page's documents, and arrive while the page waits on a navigation),
 * every dialog and toast the page shows, and every tracking event it hands to its API worker with whether the worker
 * stored it (ApiService.recordEvent answers true; false for a once-per-device event already recorded).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { shown: [], events: new Map() };
  await page.exposeBinding('__flakyShown', (_source, shown: Shown) => void watch.shown.push(shown));
  await page.exposeBinding('__flakyEvent', (_source, event: Recorded) => {
    const known = watch.events.get(event.eventId);
    // A call lost with a worker that stopped answering is made again with the same id (store-event.ts).
    watch.events.set(event.eventId, { ...known, ...event, answer: event.answer ?? known?.answer });
  });
  await page.addInitScript(() => {
    type Reporter = { __flakyShown(shown: unknown): void; __flakyEvent(event: unknown): void };
    const report = window as unknown as Reporter;
    const at = () => location.pathname + location.search;

    const reported = new WeakMap<Element, string>();
    const look = () => {
      for (const element of document.querySelectorAll(
        '[role="alertdialog"], [role="dialog"], [data-testid="toast"], [data-testid="offline-toast"]',
      )) {
        const toast = element.matches('[data-testid="toast"], [data-testid="offline-toast"]');
        const title = toast ? '' : (element.querySelector('.dialog-title')?.textContent ?? '');
        const message = toast
          ? (element.textContent ?? '')
          : (element.querySelector('.dialog-message')?.textContent ?? element.textContent ?? '');
        const key = `${title}\n${message}`;
        if (reported.get(element) === key || !key.trim()) continue;
        reported.set(element, key);
        report.__flakyShown({
          kind: toast ? 'toast' : 'dialog',
          variant: element.getAttribute('data-variant') ?? element.getAttribute('data-testid') ?? '',
          title,
          message,
          at: at(),
        });
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

    // Comlink's wire format: { id, type: 'APPLY', path: ['recordEvent'], argumentList: [{ type: 'RAW', value: event }, …] },
    // answered by { id, type: 'RAW', value: true | false }.
    const pending = new Map<string, { eventId: string; eventName: string }>();
    const heard = new WeakSet<Worker>();
    const postMessage = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const message = args[0] as {
        id?: string;
        type?: string;
        path?: string[];
        argumentList?: { value?: { eventName?: string; eventValue?: { eventId?: string } } }[];
      } | null;
      const event = message?.argumentList?.[0]?.value;
      if (message?.type === 'APPLY' && message.id && message.path?.[0] === 'recordEvent' && event?.eventValue?.eventId) {
        const recorded = { eventId: event.eventValue.eventId, eventName: String(event.eventName) };
        pending.set(message.id, recorded);
        report.__flakyEvent({ ...recorded, at: at() });
        if (!heard.has(this)) {
          heard.add(this);
          this.addEventListener('message', (answer: MessageEvent) => {
            const data = answer.data as { id?: string; type?: string; value?: unknown } | null;
            const sent = pending.get(data?.id ?? '');
            if (!sent) return;
            pending.delete(data?.id ?? '');
            if (data?.type === 'RAW' && typeof data.value === 'boolean')
              report.__flakyEvent({ ...sent, answer: data.value, at: at() });
          });
        }
      }
      return postMessage.apply(this, args);
    };
  });
  return watch;
}

/** Every text the app may show in a dialog or toast: the English catalogs', and the backend's messages. */
export function catalogueTexts(): string[] {
  const po = catalogSource('en');
  const catalog = [...po.matchAll(/^msgstr "(.*)"$/gm)].map((match) => JSON.parse(`"${match[1]!}"`) as string);
  const server = Object.values(ErrorCode)
    .map((code) => messageFor(code, 'EN'))
    .filter((text): text is string => !!text);
  return [...new Set([...catalog, ...server])].filter((text) => text.trim() !== '');
}

/** A catalogue text as a pattern: its placeholders ({name}, plural forms) stand for anything. */
function textPattern(text: string): RegExp {
  const escaped = text
    .split(/(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})/)
    .map((part, index) => (index % 2 === 1 ? '.+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`, 's');
}

export function isCatalogueText(text: string, catalogue: readonly RegExp[]): boolean {
  const trimmed = text.trim();
  return catalogue.some((pattern) => pattern.test(trimmed));
}

/** The catalogue as patterns; a text that is nothing but placeholders would match anything, and is left out. */
export function cataloguePatterns(): RegExp[] {
  return catalogueTexts()
    .filter(
      (text) =>
        textPattern(text)
          .source.replace(/\.\+\?/g, '')
          .replace(/[\^$]/g, '')
          .trim() !== '',
    )
    .map(textPattern);
}

/**
 * What a raw error looks like on screen: an exception's name or text, a browser's network error, an HTTP status or
 * error code, a stack frame, JSON, or a value printed without formatting.
 */
export const RAW_ERROR =
  /TypeError|ReferenceError|SyntaxError|RangeError|Failed to fetch|NetworkError|Load failed|net::ERR|ERR_[A-Z_]{4,}|\bundefined\b|\bNaN\b|\[object \w+\]|\bat \S+ \(\S+:\d+:\d+\)|\S+\.js:\d+|\{\s*"\w+"\s*:|"(?:success|errorCode|message)"|\bhttp\.\d{3}\b|\binternal\.error\b|\b(?:HTTP|status|code)\s*:?\s*[45]\d\d\b|Internal Server Error|Service Unavailable|Bad Gateway|Gateway Timeout|Injected HTTP|\bAbortError\b|\btimeout of \d+ms\b/i;
