// Bundles the server into dist/server.js: one file to load makes the cold start fast. The user:create
// and rotate-data-key commands are bundles of their own (dist/user-create.js, dist/rotate-data-key.js),
// so production needs no TypeScript for them either;
// dist/import-worker.js and dist/export-worker.js are the accounts import's and export's worker
// threads (started relative to dist/server.js, src/worker-thread.ts).
// npm dependencies stay external; the shared domain package (TypeScript source) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@arrears/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'user-create': 'src/cli/user-create.ts',
    'rotate-data-key': 'src/cli/rotate-data-key.ts',
    'import-worker': 'src/modules/accounts-import/import-worker.ts',
    'export-worker': 'src/modules/accounts/export-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
