/** Runs the API worker's encryption module in a real Chromium Web Worker, inside the given page. */
import type { Page } from '@playwright/test';
import type { EncryptedSubmission } from '../../../workers/api/encryption';
import { bundleScript } from './bundle';

let workerSource: Promise<string> | undefined;

export async function encryptInPage(page: Page, publicKey: string, payload: unknown): Promise<EncryptedSubmission> {
  workerSource ??= bundleScript('tests/e2e/harness/encrypt-worker.ts');
  const source = await workerSource;
  return page.evaluate(
    ({ source, publicKey, payload }) =>
      new Promise<EncryptedSubmission>((resolve, reject) => {
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        worker.onmessage = (message) => {
          resolve(message.data as EncryptedSubmission);
          worker.terminate();
        };
        worker.onerror = (error) => reject(new Error(error.message));
        worker.postMessage({ publicKey, payload });
      }),
    { source, publicKey, payload },
  );
}
