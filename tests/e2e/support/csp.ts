/**
 * Records the Content-Security-Policy violations of a browser context, as they happen:
 * - documents (every page, popup and frame): an init script forwards each `securitypolicyviolation` event through a
 *   binding;
 * - dedicated and service workers: a listener installed in each worker as it starts reports on the worker's console,
 *   and Chromium's own "Refused to …" console messages of pages and workers are taken too (a worker's earliest
 *   violations happen before any listener can be installed).
 * The end-to-end `test` (./test.ts) fails a test that leaves any.
 */
import type { BrowserContext, ConsoleMessage, Page, Worker } from '@playwright/test';

export interface CspViolation {
  /** 'event' (securitypolicyviolation) or 'console' (the browser's report). */
  via: 'event' | 'console';
  where: string;
  detail: string;
}

const BINDING = '__e2eCspViolation';
const WORKER_MARK = '[e2e-csp-violation]';
const BROWSER_REPORT = /Refused to .*Content Security Policy|violates the following Content Security Policy/;

interface ViolationDetail {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  disposition: string;
}

function describe(detail: ViolationDetail): string {
  const sample = detail.sample ? ` sample=${JSON.stringify(detail.sample)}` : '';
  return `${detail.disposition} ${detail.directive} blocked ${detail.blocked || '(inline)'} at ${detail.source}${sample}`;
}

export interface CspRecorder {
  readonly violations: readonly CspViolation[];
}

const recorders = new WeakMap<BrowserContext, CspRecorder>();

/** Starts recording (once per context); call before the context's first page opens. */
export async function recordCspViolations(context: BrowserContext): Promise<CspRecorder> {
  const existing = recorders.get(context);
  if (existing) return existing;
  const violations: CspViolation[] = [];
  const recorder: CspRecorder = { violations };
  recorders.set(context, recorder);

  await context.exposeBinding(BINDING, ({ frame }, detail: ViolationDetail) => {
    violations.push({ via: 'event', where: frame.url(), detail: describe(detail) });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (detail: unknown) => Promise<void>>)[binding];
        void report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
          disposition: event.disposition,
        });
      },
      true,
    );
  }, BINDING);

  const onConsole = (where: () => string) => (message: ConsoleMessage) => {
    const text = message.text();
    if (text.startsWith(WORKER_MARK)) {
      violations.push({
        via: 'event',
        where: where(),
        detail: describe(JSON.parse(text.slice(WORKER_MARK.length)) as ViolationDetail),
      });
    } else if (BROWSER_REPORT.test(text)) {
      violations.push({ via: 'console', where: message.location().url || where(), detail: text });
    }
  };
  const watchWorker = (worker: Worker) => {
    worker.on(
      'console',
      onConsole(() => worker.url()),
    );
    worker
      .evaluate((mark) => {
        self.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            mark +
              JSON.stringify({
                directive: event.effectiveDirective,
                blocked: event.blockedURI,
                source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
                sample: event.sample,
                disposition: event.disposition,
              }),
          );
        });
      }, WORKER_MARK)
      // A worker that already ended has nothing more to report.
      .catch(() => undefined);
  };
  const watchPage = (page: Page) => {
    page.on(
      'console',
      onConsole(() => page.url()),
    );
    page.on('worker', watchWorker);
    for (const worker of page.workers()) watchWorker(worker);
  };
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  context.on('serviceworker', watchWorker);
  for (const worker of context.serviceWorkers()) watchWorker(worker);
  return recorder;
}

export function formatViolations(violations: readonly CspViolation[]): string {
  return violations.map((violation) => `- [${violation.via}] ${violation.where}: ${violation.detail}`).join('\n');
}
