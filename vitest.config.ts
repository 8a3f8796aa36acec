import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Each unit test sits beside the module it tests; tests/unit keeps the ones about the project as a whole.
          include: [
            'src/**/*.test.{ts,tsx}',
            'workers/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
