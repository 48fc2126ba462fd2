import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, typed by use
import { checkStructure } from '../../../scripts/structure/rules.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const check = (extraFiles: Record<string, string> = {}): string[] => checkStructure({ extraFiles });
const MODULES = 'apps/server/src/modules';

describe('npm run check:structure', () => {
  it('passes on the code as it is', () => {
    expect(check()).toEqual([]);
    const out = execFileSync('node', ['scripts/check-structure.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toContain('structure: ok');
  });

  it("refuses a deep import of another module's inner file", () => {
    const problems = check({
      [`${MODULES}/ledger/probe-deep.ts`]:
        "import { findAccount } from '../accounts/accounts.repository';\nexport const probe = findAccount;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^deep import: .*ledger\/probe-deep\.ts imports .*accounts\.repository/),
    ]);
  });

  it('accepts the same import through the door', () => {
    expect(
      check({
        [`${MODULES}/ledger/probe-door.ts`]:
          "import { findAccount } from '../accounts';\nexport const probe = findAccount;\n",
      }),
    ).toEqual([]);
  });

  it('refuses a cycle, type-only imports included, in each of the three trees', () => {
    for (const dir of [`${MODULES}/ledger`, 'apps/web/src/lib', 'packages/domain/src/format']) {
      const problems = check({
        [`${dir}/probe-a.ts`]: "import type { B } from './probe-b';\nexport interface A { b: B }\n",
        [`${dir}/probe-b.ts`]: "import type { A } from './probe-a';\nexport interface B { a: A }\n",
      });
      expect(problems).toEqual([`import cycle: ${dir}/probe-a.ts → ${dir}/probe-b.ts → ${dir}/probe-a.ts`]);
    }
  });

  it('refuses a cycle through a dynamic import', () => {
    const problems = check({
      [`${MODULES}/ledger/probe-a.ts`]: "export const a = () => import('./probe-b');\n",
      [`${MODULES}/ledger/probe-b.ts`]: "import { a } from './probe-a';\nexport const b = a;\n",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^import cycle: /);
  });

  it('refuses an arrow that runs back up the layers', () => {
    const problems = check({
      [`${MODULES}/accounts/probe-up.ts`]:
        "import { postLedgerEntry } from '../ledger';\nexport const probe = postLedgerEntry;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^arrow back up: .*accounts\/probe-up\.ts \(accounts, foundations\) imports ledger \(records\)/,
      ),
    ]);
  });

  it('refuses a platform file that imports a module', () => {
    const problems = check({
      'apps/server/src/security/probe-platform.ts':
        "import { findAccount } from '../modules/accounts';\nexport const probe = findAccount;\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^platform imports a module: .*security\/probe-platform\.ts/),
    ]);
  });

  it('refuses a module with no door, or in no layer', () => {
    const problems = check({ [`${MODULES}/probe-area/probe.service.ts`]: 'export const probe = 1;\n' });
    expect(problems).toEqual([
      'module probe-area is in no layer: add it to scripts/structure/server-layers.mjs',
      'module probe-area has no index.ts',
    ]);
  });
});
