// The module picture of docs/architecture.md, drawn from the code: the layers of
// server-layers.mjs, each module's own words (the comment atop its index.ts), and its arrows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGraph, ROOT } from './import-graph.mjs';
import { moduleArrows } from './rules.mjs';
import { SERVER_LAYERS } from './server-layers.mjs';

const START = '<!-- module-picture:start (drawn by npm run check:structure -- --draw) -->';
const END = '<!-- module-picture:end -->';

function aboutModule(m) {
  const index = join(ROOT, 'apps/server/src/modules', m, 'index.ts');
  if (!existsSync(index)) return '';
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(index, 'utf8'));
  if (!comment) return '';
  return comment[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();
}

/** Arrows implied by a longer path are left out of the picture (the table lists them all). */
function withoutShortcuts(arrows) {
  const reach = (from, to, skip) => {
    const seen = new Set();
    const stack = [...(arrows.get(from)?.keys() ?? [])].filter((n) => n !== skip);
    while (stack.length > 0) {
      const n = stack.pop();
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      stack.push(...(arrows.get(n)?.keys() ?? []));
    }
    return false;
  };
  const kept = [];
  for (const [from, tos] of arrows) {
    for (const to of tos.keys()) if (!reach(from, to, to)) kept.push([from, to]);
  }
  return kept.sort((a, b) => `${a[0]}>${a[1]}`.localeCompare(`${b[0]}>${b[1]}`));
}

export function modulePicture() {
  const arrows = moduleArrows(buildGraph());
  const id = (m) => m.replace(/-/g, '_');
  const lines = ['```mermaid', 'flowchart TB'];
  for (const layer of [...SERVER_LAYERS].reverse()) {
    lines.push(`  subgraph layer_${layer.name} [${layer.name}]`); // "identity" is a layer and a module
    for (const m of layer.modules) lines.push(`    ${id(m)}[${m}]`);
    lines.push('  end');
  }
  for (const [from, to] of withoutShortcuts(arrows)) lines.push(`  ${id(from)} --> ${id(to)}`);
  lines.push('```', '');
  lines.push('| Layer | Module | What it is | Uses |', '| --- | --- | --- | --- |');
  for (const layer of SERVER_LAYERS) {
    for (const m of layer.modules) {
      const uses = [...(arrows.get(m)?.keys() ?? [])].sort().map((u) => `\`${u}\``);
      lines.push(`| ${layer.name} | \`${m}\` | ${aboutModule(m)} | ${uses.join(', ') || '–'} |`);
    }
  }
  return lines.join('\n');
}

/** The document with the picture between its markers replaced by a fresh one. */
export function drawnArchitecture(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks the markers ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n${modulePicture()}\n${doc.slice(end)}`;
}
