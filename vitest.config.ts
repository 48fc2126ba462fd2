import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: on a 2-core machine a single file at a time.
    // A file waits part of its time (its database, a worker thread, a timer), so one worker more
    // than cores keeps both busy: npm test's Vitest on 2 cores took 605 s with two workers and 521 s
    // with three, on the same fresh clone (decision 0095).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'domain', root: './packages/domain', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          exclude: ['system/**', '**/node_modules/**', '**/dist/**'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          // The server's files share each worker's module registry: the app's ~580 source files load
          // once per worker instead of once per file. Each file still builds its own app on its own
          // copy of the template database, so no data is shared; module state is per app or database.
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // i18next-icu's ESM build imports intl-messageformat's default export, which Node's CJS interop
          // does not give it; bundled by Vite (as in the browser build) it does.
          server: { deps: { inline: ['i18next-icu'] } },
        },
      },
    ],
  },
});
