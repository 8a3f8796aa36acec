import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { FIREBASE_EMULATOR_URL } from './tests/e2e/support/firebase-emulator';
import { UA } from './tests/e2e/support/ua';

/**
 * One reference backend per worker, each on a fresh store: worker N (TEST_PARALLEL_INDEX) talks to the server on
 * the base port + N, so tests that reset or fault the backend never meet another worker's. E2E_WORKERS sets how many.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8091);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_PORT = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

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
  // The Firebase Auth Emulator of the run (tests/e2e/support/firebase-emulator.ts); its tests skip, saying why, without it.
  globalSetup: './tests/e2e/support/firebase-emulator.ts',
  workers: WORKERS,
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
  webServer: Array.from({ length: WORKERS }, (_, index) => backend(BASE_PORT + index)),
});

function backend(port: number) {
  return {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${port}/m/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      WPS_QA: '1',
      WPS_DB_PATH: join(tmpdir(), `member-pwa-e2e-${port}-${Date.now()}.sqlite`),
      WPS_STATIC_DIR: process.env.BUILD_DIR ?? 'dist',
      // Firebase sign-in goes to the run's Auth Emulator, whose unsigned id tokens this QA backend then accepts.
      WPS_FIREBASE_EMULATOR: '1',
      WPS_FIREBASE_AUTH_EMULATOR: FIREBASE_EMULATOR_URL,
    },
  };
}
