import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Production code ships without the benchmarks, the dev scripts, the process harness or any test
// kit: a production file that imports one of them would break the build or carry test code along.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PRODUCTION_DIRS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const WEB_SRC = 'apps/web/src';

/** Folders production code never reaches into (relative to the repository root). */
const FORBIDDEN_DIRS = ['bench/', 'scripts/', 'harness/', 'e2e/', 'apps/server/test/', 'apps/server/system/'];
/** Packages only tests, suites and benchmarks use. */
const FORBIDDEN_PACKAGES = [
  '@arrears/harness',
  '@arrears/bench',
  '@arrears/e2e',
  'vitest',
  '@testing-library/',
  '@playwright/test',
];

/** Tests and the kits they share: `*.test.*`, `testing/` folders, `testing.ts(x)`, `*-test-kit`, `*-fixtures`. */
function isTestFile(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) ||
    /(^|\/)testing\//.test(path) ||
    /(^|\/)testing\.tsx?$/.test(path) ||
    /-test-kit\.tsx?$/.test(path) ||
    /-fixtures\.tsx?$/.test(path)
  );
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The imports of `source` (at `path`, relative to the root) that production code must not make. */
function forbiddenImports(path: string, source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    let target: string | null = null;
    if (specifier.startsWith('.')) target = relative(ROOT, resolve(ROOT, dirname(path), specifier));
    else if (specifier.startsWith('@/') && path.startsWith(`${WEB_SRC}/`))
      target = `${WEB_SRC}/${specifier.slice(2)}`;
    const bad = target
      ? target.startsWith('..') ||
        FORBIDDEN_DIRS.some((dir) => `${target}/`.startsWith(dir)) ||
        isTestFile(`${target}.ts`) ||
        isTestFile(target)
      : FORBIDDEN_PACKAGES.some(
          (p) => specifier === p || specifier.startsWith(p.endsWith('/') ? p : `${p}/`),
        );
    if (bad) found.push(specifier);
  }
  return found;
}

function productionFiles(): string[] {
  return PRODUCTION_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((name) => `${dir}/${name.split('\\').join('/')}`)
      .filter((path) => /\.(ts|tsx|mts|mjs|js)$/.test(path) && !isTestFile(path)),
  );
}

describe('production code', () => {
  it('imports nothing from bench/, scripts/, the harness, the tests or a test kit', () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(300);
    const offences = files.flatMap((path) =>
      forbiddenImports(path, readFileSync(join(ROOT, path), 'utf8')).map((spec) => `${path}: ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('the rule catches each kind of forbidden import', () => {
    const server = 'apps/server/src/modules/accounts/accounts.routes.ts';
    const web = 'apps/web/src/features/chat/chat-widget.tsx';
    expect(
      forbiddenImports(
        server,
        [
          "import { startServer } from '@arrears/harness/server';",
          "import { table } from '../../../../../bench/lib/report.mjs';",
          "import { x } from '../../../../../scripts/dev.mjs';",
          "import { buildTestApp } from '../../../test/build-test-app';",
          "import { insertAccount } from '../../../test/kits/accounts/account-fixtures';",
          "import { helper } from './testing/helper';",
          "import { kit } from '../chat/chat-test-kit';",
          "const v = await import('vitest');",
          "import { presentAccount } from './account-presenter';",
          "import { eq } from 'drizzle-orm';",
        ].join('\n'),
      ),
    ).toEqual([
      '@arrears/harness/server',
      '../../../../../bench/lib/report.mjs',
      '../../../../../scripts/dev.mjs',
      '../../../test/build-test-app',
      '../../../test/kits/accounts/account-fixtures',
      './testing/helper',
      '../chat/chat-test-kit',
      'vitest',
    ]);
    expect(
      forbiddenImports(
        web,
        [
          "import { fakeServer } from '@/app/testing';",
          "import { catchDownloads } from '@/lib/testing/catch-downloads';",
          "import { render } from '@testing-library/react';",
          "import { Button } from '@/ui/button';",
        ].join('\n'),
      ),
    ).toEqual(['@/app/testing', '@/lib/testing/catch-downloads', '@testing-library/react']);
  });
});
