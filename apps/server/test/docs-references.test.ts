import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

// A comment says why with the decision record or the product doc behind a rule. A tracker's issue
// number means nothing to someone reading the repository, and a decision number that has no record
// sends them nowhere. Only comments are read: test names and other strings are left to their authors.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DECISIONS_DIR = 'docs/decisions';

/** The trees whose comments are read (relative to the repository root). */
const SOURCE_DIRS = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/system',
  'apps/web/src',
  'packages/domain/src',
  'e2e',
  'bench',
  'scripts',
  'harness',
];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
/** Markdown whose decision citations must resolve too (issue numbers there may be generated text). */
const DOC_DIRS = ['docs', 'bench', 'e2e'];

/** The word issue (or issues, any case) and a number after it, with or without # or a hyphen. */
const ISSUE = /\bissues?[ -]?#?\d+/i;
/** "decision 0051", "decisions 0053 and 0054", "decisions 0058, 0060 to 0064". */
const DECISION_LIST = /\bdecisions?\s+(\d{4}(?:(?:\s*,\s*|\s+(?:and|or|to)\s+)\d{4})*)/gi;

function listFiles(dir: string, pattern: RegExp, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listFiles(path, pattern, out);
    else if (pattern.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) out.push(path);
  }
  return out;
}

interface CommentLine {
  line: number;
  text: string;
}

/** Every line of every comment of a source file, with its line number. */
function commentLines(path: string, source: string): CommentLine[] {
  const { comments } = parseSync(path, source);
  const lines: CommentLine[] = [];
  for (const comment of comments) {
    let line = source.slice(0, comment.start).split('\n').length;
    for (const text of comment.value.split('\n')) lines.push({ line: line++, text });
  }
  return lines;
}

/** The decision numbers a text cites ("decisions 0053 and 0054" gives both). */
function citedDecisions(text: string): string[] {
  return [...text.matchAll(DECISION_LIST)].flatMap(([, list]) => list.match(/\d{4}/g) ?? []);
}

const existingDecisions = (): Set<string> =>
  new Set(
    readdirSync(join(ROOT, DECISIONS_DIR))
      .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
      .filter((n): n is string => n !== undefined),
  );

const sourceFiles = () => SOURCE_DIRS.flatMap((dir) => listFiles(join(ROOT, dir), SOURCE));
const where = (path: string, line: number) => `${relative(ROOT, path)}:${line}`;

describe('references in comments', () => {
  const files = sourceFiles();
  const comments = files.map((path) => ({ path, lines: commentLines(path, readFileSync(path, 'utf8')) }));

  it('reads the comments of every source tree', () => {
    expect(files.length).toBeGreaterThan(1000);
  });

  it('cite decisions or docs, never a tracker issue number', () => {
    const offences = comments.flatMap(({ path, lines }) =>
      lines
        .filter(({ text }) => ISSUE.test(text))
        .map(({ line, text }) => `${where(path, line)}: ${text.trim()}`),
    );
    expect(offences).toEqual([]);
  });

  it('cite only decisions that have a record in docs/decisions/', () => {
    const known = existingDecisions();
    const missing = comments.flatMap(({ path, lines }) =>
      lines.flatMap(({ line, text }) =>
        citedDecisions(text)
          .filter((n) => !known.has(n))
          .map((n) => `${where(path, line)}: decision ${n}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('and the docs cite only decisions that have a record', () => {
    const known = existingDecisions();
    const docs = DOC_DIRS.flatMap((dir) => listFiles(join(ROOT, dir), /\.md$/));
    expect(docs.length).toBeGreaterThan(80);
    const missing = docs.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((text, i) =>
          citedDecisions(text)
            .filter((n) => !known.has(n))
            .map((n) => `${where(path, i + 1)}: decision ${n}`),
        ),
    );
    expect(missing).toEqual([]);
  });
});

describe('the rules', () => {
  it('find an issue number in a comment, not in a string or a test name', () => {
    const source = [
      '// Texts need consent (issue 9).',
      '/** Kept from the first snapshot (Issue #7) and the issue-7 flags. */',
      "describe('the Compliance Snapshot (issue 9)', () => {});",
      "const label = 'issue 21';",
      '// A #10 window envelope; the upstream fix exceljs/exceljs#3064.',
      '{/* Issue 24: the agent sees the language. */}',
    ].join('\n');
    const found = commentLines('example.tsx', source).filter(({ text }) => ISSUE.test(text));
    expect(found.map(({ line }) => line)).toEqual([1, 2, 6]);
  });

  it('read every number of a list of decisions', () => {
    expect(citedDecisions('(decision 0051)')).toEqual(['0051']);
    expect(citedDecisions('decisions 0053 and 0054; Decision 0090')).toEqual(['0053', '0054', '0090']);
    expect(citedDecisions('(decisions 0058, 0060 to 0064)')).toEqual(['0058', '0060', '0064']);
    expect(citedDecisions('decision 0065 says so; 1006.34 is the rule')).toEqual(['0065']);
  });
});
