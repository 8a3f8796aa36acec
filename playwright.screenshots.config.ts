/** `npm run screenshots`: the e2e set-up (phone, reference backend on a fresh store) for tests/screenshots. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  outputDir: 'test-results/screenshots-run',
  projects: base.projects?.filter((project) => project.name === 'phone'),
});
