import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts the worker module `name` that sits beside the caller (`near` = the caller's
 * import.meta.url) on its own thread. The production bundle has each worker beside the server as
 * dist/<name>.js; from TypeScript source (tsx in development, vitest in tests) the worker
 * registers tsx's loader first and then imports its .ts source. (`execArgv: ['--import', 'tsx']`
 * would be shorter, but Node 20 ignores --import in a worker's execArgv.)
 */
export function workerFor(near: string, name: string, workerData: unknown): Worker {
  // A small young generation: the per-row garbage is collected early instead of growing the
  // worker's heap with the file (import of 100,000 rows: +14% peak RSS over 10,000 vs +31% with
  // the default).
  const resourceLimits = { maxYoungGenerationSizeMb: 2 };
  if (near.endsWith('.ts')) {
    // The ESM build of tsx's API (a require resolves the CommonJS one, whose register() fails here).
    const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
      /\.cjs$/,
      '.mjs',
    );
    const entry = new URL(`./${name}.ts`, near).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
  }
  return new Worker(new URL(`./${name}.js`, near), { workerData, resourceLimits });
}
