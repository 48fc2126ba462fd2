#!/usr/bin/env node
// npm run check:structure: the import rules of docs/architecture.md ("Structure"), and the module
// picture there drawn from the code. `--draw` redraws the picture.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawnArchitecture } from './structure/draw.mjs';
import { ROOT } from './structure/import-graph.mjs';
import { checkStructure } from './structure/rules.mjs';

const DOC = join(ROOT, 'docs/architecture.md');
const problems = checkStructure();
const doc = readFileSync(DOC, 'utf8');
const drawn = drawnArchitecture(doc);
if (process.argv.includes('--draw')) {
  writeFileSync(DOC, drawn);
  console.log('docs/architecture.md: module picture redrawn');
} else if (drawn !== doc) {
  problems.push(
    'docs/architecture.md: the module picture differs from the code; run npm run check:structure -- --draw',
  );
}
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? 'structure: ok' : `structure: ${problems.length} problem(s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
