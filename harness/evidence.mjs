// Writes one section of docs/evidence.md: the suites and benchmarks call it with their own figures,
// so the page always shows what was last measured (and when, on what machine).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export const EVIDENCE_FILE = fileURLToPath(new URL('../docs/evidence.md', import.meta.url));

const HEADER = `# Evidence

Figures written by the suites and benchmarks themselves (\`npm run evidence\` runs them all; each
section names its command). Each section is replaced when its command runs again.
`;

/** The machine line every section carries: figures mean little without it. */
export function machineLine() {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
}

/**
 * Replaces (or appends) the section between `<!-- evidence:${key} -->` and `<!-- /evidence:${key} -->`.
 * `markdown` starts with its own `## title` line.
 */
export function writeEvidenceSection(key, markdown) {
  const start = `<!-- evidence:${key} -->`;
  const end = `<!-- /evidence:${key} -->`;
  const stamp = `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine()}._`;
  const block = `${start}\n${markdown.trim()}\n\n${stamp}\n${end}`;
  const current = existsSync(EVIDENCE_FILE) ? readFileSync(EVIDENCE_FILE, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(EVIDENCE_FILE, next);
}
