import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside the caller (`near` = the caller's
 * import.meta.url) on its own thread. The production bundle has each worker beside the server as
 * dist/<name>.js. From TypeScript source (tsx in development, vitest in tests) the worker's source
 * is bundled once per process, as the production build does it: a worker that loaded its ~150
 * TypeScript modules through a loader on every start spent about a second before its first row.
 */
export function workerFor(near: string, name: string, workerData: unknown): Worker {
  // A small young generation: the per-row garbage is collected early instead of growing the
  // worker's heap with the file (import of 100,000 rows: +14% peak RSS over 10,000 vs +31% with
  // the default).
  const resourceLimits = { maxYoungGenerationSizeMb: 2 };
  const file = near.endsWith('.ts')
    ? bundledSource(fileURLToPath(new URL(`./${name}.ts`, near)))
    : new URL(`./${name}.js`, near);
  return new Worker(file, { workerData, resourceLimits });
}

const bundles = new Map<string, string>();

/**
 * A TypeScript entry (a worker, a command) as one ES module in apps/server/.bundles: one folder
 * below the server's root, as dist/ is, so that its npm imports and the paths it derives from its
 * own place (the migrations, the web build) resolve as in the production bundle. Named by its content: processes that bundle at once write the same
 * file (each by an atomic rename), and an edited source gets a new one.
 */
export function bundledSource(entry: string): string {
  const known = bundles.get(entry);
  if (known) return known;
  const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
  const require = createRequire(import.meta.url);
  // Loaded only from source: esbuild is a build tool, absent from a production install.
  const esbuild = require('esbuild') as typeof import('esbuild');
  const pkg = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((dep) => !dep.startsWith('@arrears/'));
  const result = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((dep) => `${dep}/*`)],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = join(serverRoot, '.bundles');
  const path = join(dir, `${hash}.mjs`);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, code);
    renameSync(partial, path);
  }
  bundles.set(entry, path);
  return path;
}
