/**
 * Runs the API worker's encryption module in a real Chromium Web Worker, inside the given page. The harness is a
 * script of the page's own origin, answered by a route (the site's policy allows workers from 'self' only, no blob:).
 */
import type { Page } from '@playwright/test';
import type { EncryptedSubmission } from '../../../workers/api/encryption';
import { bundleScript } from './bundle';

const HARNESS_PATH = '/__e2e/harness/encrypt-worker.js';

let workerSource: Promise<string> | undefined;

export async function encryptInPage(page: Page, publicKey: string, payload: unknown): Promise<EncryptedSubmission> {
  workerSource ??= bundleScript('tests/e2e/harness/encrypt-worker.ts');
  const source = await workerSource;
  const url = new URL(HARNESS_PATH, page.url()).toString();
  const serve = (route: { fulfill(response: { contentType: string; body: string }): Promise<void> }) =>
    route.fulfill({ contentType: 'text/javascript', body: source });
  await page.context().route(url, serve);
  try {
    return await page.evaluate(
      ({ url, publicKey, payload }) =>
        new Promise<EncryptedSubmission>((resolve, reject) => {
          const worker = new Worker(url);
          worker.onmessage = (message) => {
            resolve(message.data as EncryptedSubmission);
            worker.terminate();
          };
          worker.onerror = (error) => reject(new Error(error.message));
          worker.postMessage({ publicKey, payload });
        }),
      { url, publicKey, payload },
    );
  } finally {
    await page.context().unroute(url, serve);
  }
}
