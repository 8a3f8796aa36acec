import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { UA } from './tests/e2e/support/ua';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

/** A mid-range Android phone, as members use the site: the meta viewport applies, taps are touches. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: UA.ANDROID,
} as const;

/** A desktop window, for the centred column of wide screens (`*.desktop.spec.ts`). */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, userAgent: UA.DESKTOP } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'phone', use: PHONE, testIgnore: /\.desktop\.spec\.ts$/ },
    { name: 'desktop', use: DESKTOP, testMatch: /\.desktop\.spec\.ts$/ },
  ],
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
