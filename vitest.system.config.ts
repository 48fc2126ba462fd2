import { defineConfig } from 'vitest/config';

// Whole-process suites: they start the built server (apps/server/dist) and a real PostgreSQL
// themselves, so they stay out of `npm test` and run with `npm run test:faults|cluster|security`.
const systemProject = (name: string) => ({
  test: {
    name,
    root: './apps/server',
    include: [`system/${name}/**/*.test.ts`],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: { projects: [systemProject('faults'), systemProject('cluster'), systemProject('security')] },
});
