import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const SRC = import.meta.dirname;
const MODULES = join(SRC, 'modules');
const read = (path: string) => readFileSync(path, 'utf8');

/** Production source files under a folder (tests and test kits left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.split('/').includes('testing'))
    .map((f) => join(dir, f));
}

/** The relative paths a file imports from, e.g. './card-payments.routes'. */
function importsOf(file: string): string[] {
  return [...read(file).matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]);
}

describe('one plugin per module', () => {
  it("registers each routes file through its own module's plugin, and only there", () => {
    const routeFiles = sourceFiles(MODULES).filter((f) => f.endsWith('.routes.ts'));
    expect(routeFiles.length).toBeGreaterThan(20);
    const importers = new Map<string, string[]>(routeFiles.map((f) => [f, []]));
    for (const file of sourceFiles(SRC)) {
      for (const spec of importsOf(file)) {
        const target = `${join(file, '..', spec)}.ts`;
        importers.get(target)?.push(relative(SRC, file));
      }
    }
    for (const [routes, by] of importers) {
      const area = relative(MODULES, routes).split('/')[0];
      expect({ routes: relative(SRC, routes), by }).toEqual({
        routes: relative(SRC, routes),
        by: [`modules/${area}/${area}.plugin.ts`],
      });
    }
  });

  it("registers the modules in app.ts in docs/architecture.md's order, the web app last", () => {
    const app = read(join(SRC, 'app.ts'));
    const areaOfPlugin = new Map(
      [
        ...app.matchAll(/import \{ (?:[\w ,]+, )?(\w+Plugin)(?:, [\w ,]+)? \} from '\.\/modules\/([\w-]+)'/g),
      ].map((m) => [m[1], m[2]]),
    );
    const listed = app.slice(
      app.indexOf('const modules = ['),
      app.indexOf('];', app.indexOf('const modules = [')),
    );
    const registered = [...listed.matchAll(/(\w+Plugin),/g)].map((m) => areaOfPlugin.get(m[1]));
    expect(app).toMatch(/await app\.register\(spaPlugin, \{ deps \}\);\n\s+return app;/);
    registered.push('spa');

    const doc = read(join(SRC, '../../../docs/architecture.md'));
    const table = doc.slice(doc.indexOf('### Business areas'), doc.indexOf('External providers'));
    const areas = [...table.matchAll(/^\| (`[^|]+`)\s+\|/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([\w-]+)`/g)].map((a) => a[1]),
    );
    const withPlugin = readdirSync(MODULES).filter((area) =>
      readdirSync(join(MODULES, area)).includes(`${area}.plugin.ts`),
    );
    expect(registered).toEqual(areas.filter((area) => withPlugin.includes(area)));
    expect([...registered].sort()).toEqual([...withPlugin].sort());
  });
});

describe('the bench plugin', () => {
  let plain: TestApp;
  let bench: TestApp;
  beforeAll(async () => {
    [plain, bench] = await Promise.all([buildTestApp(), buildTestApp({ env: { BENCH_ROUTES: 'true' } })]);
  });
  afterAll(() => Promise.all([plain?.close(), bench?.close()]));

  it('adds the comparison route only with BENCH_ROUTES', async () => {
    expect(plain.app.hasRoute({ method: 'GET', url: '/api/bench/one-query' })).toBe(false);
    const res = await bench.app.inject({ method: 'GET', url: '/api/bench/one-query' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['user']);
  });
});
