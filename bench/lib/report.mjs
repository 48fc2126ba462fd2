// Shared output helpers: figures are printed, and (for run-all) also written as JSON.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Targets are reported, never asserted: a miss is a plain word, not a failure. */
export const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** run-all.mjs sets BENCH_RESULTS_DIR to collect each script's figures for its summary table. */
export function saveFigures(name, figures) {
  const dir = process.env.BENCH_RESULTS_DIR;
  if (dir) writeFileSync(join(dir, `${name}.json`), JSON.stringify(figures, null, 2));
}

/** Left-aligned plain-text table: rows of equal-length string arrays, the first is the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
