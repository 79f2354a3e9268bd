// Unit and integration tests of every package (browser tests have their own config in e2e/).
import { configDefaults, defineConfig } from 'vitest/config';

// Cluster tests run several server instances on one PostgreSQL and one external broker: they belong to the
// run with both (CI's cluster-mode run), and there is nothing of them to run without.
const clusterSetup = Boolean(process.env.DATABASE_URL && process.env.MQTT_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(clusterSetup ? [] : ['test/cluster/**'])],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'simulator',
          root: 'packages/simulator',
          include: ['src/**/*.test.ts'],
          testTimeout: 10_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
