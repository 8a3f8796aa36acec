import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${E2E_PORT}/m/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      WPS_QA: '1',
      WPS_DB_PATH: join(tmpdir(), `member-pwa-e2e-${Date.now()}.sqlite`),
      WPS_STATIC_DIR: process.env.BUILD_DIR ?? 'dist',
    },
  },
});
