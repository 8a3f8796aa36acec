/** The reference backend's QA surface, as the end-to-end tests use it. */
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, SiteSettings } from '../../../src/shared/contract';
import { E2E_PORT } from '../../../playwright.config';

export const DEMO_ORIGIN = `http://localhost:${E2E_PORT}`;
export const VNL_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export interface Fault {
  match: { method?: string; path: string; merchant?: string };
  times?: number;
  probability?: number;
  delayMs?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  drop?: boolean;
  hang?: boolean;
  /** A canned success value (the answer's value). */
  value?: unknown;
}

export interface ReceivedEvent {
  eventId: string;
  eventName: string;
  eventValue: Record<string, unknown>;
  merchant?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  return (await response.json()) as T;
}

export function qa(request: APIRequestContext) {
  return {
    reset: async () => void (await json(await request.post(`${DEMO_ORIGIN}/__qa/reset`, { data: {} }))),
    addFault: async (fault: Fault) => void (await json(await request.post(`${DEMO_ORIGIN}/__qa/faults`, { data: fault }))),
    clearFaults: async () => void (await json(await request.delete(`${DEMO_ORIGIN}/__qa/faults`))),
    events: async () => {
      const body = await json<Envelope<ReceivedEvent[]> | ReceivedEvent[]>(await request.get(`${DEMO_ORIGIN}/__qa/events`));
      return Array.isArray(body) ? body : (body.value ?? []);
    },
    requests: async (path: string) => {
      const url = `${DEMO_ORIGIN}/__qa/requests?path=${encodeURIComponent(path)}`;
      const body = await json<Envelope<LoggedRequest[]> | LoggedRequest[]>(await request.get(url));
      return Array.isArray(body) ? body : (body.value ?? []);
    },
    settings: async (merchant: string) => {
      const response = await request.get(`${DEMO_ORIGIN}/wps/system/settings`, { headers: { Merchant: merchant } });
      const body = await json<Envelope<SiteSettings>>(response);
      if (!body.value) throw new Error(`no settings for ${merchant}`);
      return body.value;
    },
  };
}
