// Browser tests: the real server (started by global-setup.ts) driven through Debian's Chromium.
// Only *.e2e.ts files, so the root `vitest run` (unit and integration tests) never picks them up.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    retry: 0,
  },
});
