/** The end-to-end tests' origins, and the QA client (tests/support/qa-client.ts) bound to this worker's backend. */
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../../../playwright.config';
import { qaClient } from '../../support/qa-client';

export const DEMO_ORIGIN = `http://localhost:${E2E_PORT}`;
export const VNL_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The QA surface of this worker's backend, called through the test's request context. */
export const qa = (request: APIRequestContext) => qaClient(DEMO_ORIGIN, request);
