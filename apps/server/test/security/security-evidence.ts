import { writeEvidenceSection } from '@arrears/harness/evidence';

/** One line of a sweep's evidence: what was swept, how many cases, what was found. */
export interface SweepLine {
  area: string;
  cases: number;
  result: string;
}

/**
 * Writes a security sweep's own section of docs/evidence.md (key `security-<name>`), as a table of
 * what was swept and the outcome. Called from each sweep's afterAll with the counts it computed.
 */
export function writeSweepEvidence(
  name: string,
  title: string,
  lines: SweepLine[],
  notes: string[] = [],
): void {
  // These sweeps also run in `npm test` and `test:db`: only `npm run test:security` writes the page,
  // so a plain test run leaves the working tree as it was.
  if (process.env.npm_lifecycle_event !== 'test:security') return;
  const table = [
    '| Swept | Cases | Result |',
    '| --- | ---: | --- |',
    ...lines.map((l) => `| ${l.area} | ${l.cases} | ${l.result} |`),
  ].join('\n');
  const extra = notes.length ? `\n\n${notes.map((n) => `- ${n}`).join('\n')}` : '';
  writeEvidenceSection(
    `security-${name}`,
    `## Security: ${title}\n\n\`npm run test:security\` (apps/server/test/security/${name}.test.ts)\n\n${table}${extra}`,
  );
}
