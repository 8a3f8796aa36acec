/**
 * The end-to-end `test`: every context starts with the home screen's automatic overlays (popup announcements,
 * install sheet, notification prompt, download popup) already dealt with for the session, so tests of other
 * screens are not covered by them. Specs that test those overlays import `bareTest` (as `test`) instead, or call
 * test.use({ quietOverlays: false }). Contexts a test makes itself get the same with quietOverlays(context).
 *
 * Both run the site under its Content-Security-Policy as served, and fail a test during which any page, popup or
 * worker of its context reported a `securitypolicyviolation` (./csp.ts); a context a test makes itself is watched
 * with expectNoCspViolations(context, () => …).
 */
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { A2HS_DECLINED_SESSION_KEY } from '../../../src/features/install/a2hs-rules';
import { DOWNLOAD_POPUP_CLOSED_KEY } from '../../../src/features/install/download-rules';
import { POPUPS_SHOWN_KEY } from '../../../src/features/promotions/rules/popups';
import { PUSH_PROMPT_CLOSED_KEY } from '../../../src/features/push/storage-keys';
import { formatViolations, recordCspViolations } from './csp';

export { expect };

/** Marks session flags as set; pages without storage (about:blank) have no overlays either. */
async function setSessionFlags(context: BrowserContext, keys: string[]): Promise<void> {
  await context.addInitScript((names) => {
    try {
      for (const name of names) sessionStorage.setItem(name, '1');
    } catch {
      // No storage on this page.
    }
  }, keys);
}

/** The notification prompt counts as closed today, the page's local date (specs of the other overlays). */
export async function closeNotificationPromptToday(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    try {
      localStorage.setItem(key, `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    } catch {
      // No storage on this page.
    }
  }, PUSH_PROMPT_CLOSED_KEY);
}

/** This session has declined the install sheet (it goes before the notification prompt and the download popup). */
export async function declineInstallSheet(context: BrowserContext): Promise<void> {
  await setSessionFlags(context, [A2HS_DECLINED_SESSION_KEY]);
}

export async function quietOverlays(context: BrowserContext): Promise<void> {
  await setSessionFlags(context, [POPUPS_SHOWN_KEY, A2HS_DECLINED_SESSION_KEY, DOWNLOAD_POPUP_CLOSED_KEY]);
  await closeNotificationPromptToday(context);
}

/**
 * Runs `body` with the context's CSP violations recorded, then expects there were none but those `expected` matches.
 * Chromium reports an inline handler in HTML it merely parses (DOMPurify's inert document) as a violation, though
 * nothing runs: tests that feed hostile HTML on purpose expect exactly that report.
 */
export async function expectNoCspViolations(
  context: BrowserContext,
  body: () => Promise<void>,
  expected: RegExp | null = null,
): Promise<void> {
  const recorder = await recordCspViolations(context);
  await body();
  const unexpected = recorder.violations.filter((violation) => !expected?.test(violation.detail));
  expect(unexpected, `Content-Security-Policy violations:\n${formatViolations(unexpected)}`).toEqual([]);
}

/** The report of an inline event handler refused in parsed HTML (script-src-attr), and nothing else. */
export const PARSED_INLINE_HANDLER = /script-src-attr blocked inline|Executing inline event handler violates/;

function extendedTest(quietByDefault: boolean) {
  return base.extend<{ quietOverlays: boolean; expectedCspViolations: RegExp | null }>({
    quietOverlays: [quietByDefault, { option: true }],
    expectedCspViolations: [null, { option: true }],
    context: async ({ context, quietOverlays: quiet, expectedCspViolations }, use) => {
      if (quiet) await quietOverlays(context);
      await expectNoCspViolations(context, () => use(context), expectedCspViolations);
    },
  });
}

export const test = extendedTest(true);

/** The same `test` with the automatic overlays left as they come (the specs of those overlays). */
export const bareTest = extendedTest(false);
