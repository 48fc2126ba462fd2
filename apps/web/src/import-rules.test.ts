// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The one-way imports (app → features → ui/lib) as `npm run lint` enforces them: the repository's
 * biome.json, run on small files laid out as in apps/web/src, in a scratch folder.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'lint/style/noRestrictedImports';

const PROBES: Record<string, string> = {
  'features/chat/deep.tsx': "import { a } from '@/features/payments/components/card-payment-form';",
  'features/chat/through-index.tsx': "import { a } from '@/features/payments';",
  'features/chat/relative-deep.tsx': "import { a } from '../payments/components/card-payment-form';",
  'features/chat/payment/own-feature.tsx': "import { a } from '../use-chat';",
  'features/chat/payment/relative-deep.tsx': "import { a } from '../../payments/use-card-payment';",
  'features/chat/payment/parts/relative-deep.tsx': "import { a } from '../../../payments/use-card-payment';",
  'features/chat/app.tsx': "import { a } from '@/app/site-header';",
  'features/chat/app.test.tsx': "import { a } from '@/app/testing';",
  'features/chat/kit.test.tsx': "import { a } from '@/features/payments/testing';",
  'features/chat/deep.test.tsx': "import { a } from '@/features/payments/payment-display';",
  'ui/feature.tsx': "import { a } from '@/features/auth';",
  'lib/app.ts': "import { a } from '../app/routes';",
};

let flagged: Map<string, string[]>;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  const paths = Object.entries(PROBES).map(([path, line]) => {
    const file = join('apps/web/src', path);
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    writeFileSync(join(scratch, file), `${line}\nexport const z = a;\n`);
    return file;
  });
  const run = spawnSync(
    join(repo, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', `--only=style/noRestrictedImports`, ...paths],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  flagged = new Map();
  for (const d of report.diagnostics) {
    expect(d.category).toBe(RULE);
    const path = d.location.path.replace('apps/web/src/', '');
    flagged.set(path, [...(flagged.get(path) ?? []), d.message]);
  }
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('one-way imports in apps/web/src', () => {
  it('refuses a deep import into another feature, by alias or by relative path', () => {
    expect(flagged.get('features/chat/deep.tsx')?.[0]).toMatch(/through its index\.ts/);
    expect(flagged.get('features/chat/relative-deep.tsx')?.[0]).toMatch(/leaves the feature/);
    expect(flagged.get('features/chat/payment/relative-deep.tsx')?.[0]).toMatch(/leaves the feature/);
    expect(flagged.get('features/chat/payment/parts/relative-deep.tsx')?.[0]).toMatch(/leaves the feature/);
    expect(flagged.get('features/chat/deep.test.tsx')?.[0]).toMatch(/through its index\.ts/);
  });

  it("accepts another feature's index.ts and a feature's own files", () => {
    expect(flagged.get('features/chat/through-index.tsx')).toBeUndefined();
    expect(flagged.get('features/chat/payment/own-feature.tsx')).toBeUndefined();
  });

  it('refuses app/ in a feature; a test may use the app test kit and a feature test kit', () => {
    expect(flagged.get('features/chat/app.tsx')?.[0]).toMatch(/never imports app/);
    expect(flagged.get('features/chat/app.test.tsx')).toBeUndefined();
    expect(flagged.get('features/chat/kit.test.tsx')).toBeUndefined();
  });

  it('keeps ui/ and lib/ free of features and app', () => {
    expect(flagged.get('ui/feature.tsx')?.[0]).toMatch(/bottom layer/);
    expect(flagged.get('lib/app.ts')?.[0]).toMatch(/bottom layer/);
  });
});
