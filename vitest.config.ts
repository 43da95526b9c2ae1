import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    environment: 'node',
    include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    globalSetup: ['apps/server/test/globalSetup.ts'],
    // Files share a worker's loaded modules instead of importing the whole server again each (a
    // quarter of the time). Safe because every file builds its own app and database, and module
    // state is keyed by them (e.g. the signing-key cache by database); no server test mocks modules.
    isolate: false,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Projects: shared rules, the web app in jsdom, the API on PGlite, the same API suite on PostgreSQL when
 * TEST_DATABASE_URL is set (ARCHITECTURE §2).
 */
export default defineConfig({
  test: {
    // CI (set by .ci/run) fails on a committed `.only` instead of silently running one test.
    allowOnly: !process.env.CI,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, which
    // then waits on PGlite, PostgreSQL and jsdom in turn. Two workers there: 15 instead of 22 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', environment: 'node', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        extends: './apps/web/vite.config.ts',
        // Whole screens render in jsdom; on a busy machine a test can pass 5 s without anything being wrong.
        test: { name: 'web', environment: 'jsdom', include: ['apps/web/src/**/*.test.{ts,tsx}'], setupFiles: ['apps/web/src/test/setup.ts'], testTimeout: 15_000 },
      },
      // A production build of the web app, measured: what the sign-in route loads (issue 14).
      { test: { name: 'web-build', environment: 'node', include: ['apps/web/build/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000 } },
      serverProject('server', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
});
