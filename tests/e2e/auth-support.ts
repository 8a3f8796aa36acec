/** Helpers of the identity end-to-end tests: the QA surface's SMS codes, switches, captcha mode and request log. */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ORIGIN } from './support/qa';

export const PASSWORD = 'Passw0rd!';

export interface LogEntry {
  id: number;
  method: string;
  path: string;
  headers: Record<string, string | string[] | boolean>;
  rawBody: string | null;
  decryptedBody: unknown;
  tStart: number;
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  const body = (await response.json()) as { value?: T } | T;
  return (typeof body === 'object' && body !== null && 'value' in body ? body.value : body) as T;
}

export function authQa(request: APIRequestContext) {
  return {
    whitelabel: async (code: string, switches: Record<string, boolean | Record<string, boolean>>) =>
      value(await request.put(`${DEMO_ORIGIN}/__qa/merchants/${code}/whitelabel`, { data: switches })),
    settings: async (code: string, patch: Record<string, unknown>) =>
      value(await request.put(`${DEMO_ORIGIN}/__qa/merchants/${code}/settings`, { data: patch })),
    captcha: async (mode: Record<string, unknown>) => value(await request.put(`${DEMO_ORIGIN}/__qa/captcha`, { data: mode })),
    log: async (path: string) =>
      value<LogEntry[]>(await request.get(`${DEMO_ORIGIN}/__qa/requests?path=${encodeURIComponent(path)}`)),
  };
}

/** The last SMS code the backend "sent" to a mobile number (GET /__qa/sms/last). */
export async function lastSmsCode(request: APIRequestContext, mobileNum: string): Promise<string | undefined> {
  const response = await request.get(`${DEMO_ORIGIN}/__qa/sms/last?mobileNum=${encodeURIComponent(mobileNum)}`);
  const entry = await value<{ code: string } | null>(response);
  return entry?.code;
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
}

/** Everything the page stored: localStorage, sessionStorage and every IndexedDB record, as one string. */
export async function storedEverything(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        parts.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    const databases = await indexedDB.databases();
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of [...db.objectStoreNames]) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const read = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(read.error);
        });
        for (const row of rows) {
          try {
            parts.push(JSON.stringify(row));
          } catch {
            parts.push(String(row));
          }
        }
      }
      db.close();
    }
    return parts.join('\n');
  });
}
