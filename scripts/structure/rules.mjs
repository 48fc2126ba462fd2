// The structure's rules over the import graph: no cycles anywhere in the three trees (type-only and
// dynamic imports included); on the server, each module entered through its index.ts only, module
// arrows pointing down the layers, and the platform importing no module.
import { buildGraph, findCycles } from './import-graph.mjs';
import { SERVER_COMPOSITION, SERVER_LAYERS } from './server-layers.mjs';

const SERVER = 'apps/server/src/';
const MODULES = `${SERVER}modules/`;

export const isTestFile = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)testing(\/|\.tsx?$)/.test(file);

/** The module a server file belongs to, or null. */
export function moduleOf(file) {
  return file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : null;
}

const layerIndex = new Map(SERVER_LAYERS.flatMap((layer, i) => layer.modules.map((m) => [m, i])));

/** The module-to-module arrows of production code: Map<from, Map<to, files importing>>. */
export function moduleArrows(graph) {
  const arrows = new Map();
  for (const [file, edges] of graph) {
    const from = moduleOf(file);
    if (from === null || isTestFile(file)) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    for (const edge of edges) {
      const to = moduleOf(edge.to);
      if (to === null || to === from) continue;
      const files = arrows.get(from).get(to) ?? [];
      arrows.get(from).set(to, [...files, file]);
    }
  }
  return arrows;
}

/** Every rule broken, as readable lines; empty when the structure holds. */
export function checkStructure({ extraFiles = {} } = {}) {
  const graph = buildGraph({ extraFiles });
  const problems = [];

  for (const { path } of findCycles(graph)) {
    problems.push(`import cycle: ${path.join(' → ')}`);
  }

  const modules = new Set([...graph.keys()].map(moduleOf).filter((m) => m !== null));
  for (const m of modules) {
    if (!layerIndex.has(m))
      problems.push(`module ${m} is in no layer: add it to scripts/structure/server-layers.mjs`);
    if (!graph.has(`${MODULES}${m}/index.ts`)) problems.push(`module ${m} has no index.ts`);
  }

  for (const [file, edges] of graph) {
    if (!file.startsWith(SERVER) || isTestFile(file)) continue;
    const from = moduleOf(file);
    const inside = file.slice(SERVER.length);
    const composition = from === null && SERVER_COMPOSITION.some((pattern) => pattern.test(inside));
    for (const edge of edges) {
      const to = moduleOf(edge.to);
      if (to === null || to === from) continue;
      if (edge.to !== `${MODULES}${to}/index.ts`) {
        problems.push(
          `deep import: ${file} imports ${edge.to}; use the module's door (modules/${to}/index.ts)`,
        );
      }
      if (from === null && !composition) {
        problems.push(
          `platform imports a module: ${file} imports modules/${to}; the platform sits below every module`,
        );
      }
      if (
        from !== null &&
        layerIndex.has(from) &&
        layerIndex.has(to) &&
        layerIndex.get(to) > layerIndex.get(from)
      ) {
        const up = SERVER_LAYERS[layerIndex.get(to)].name;
        const here = SERVER_LAYERS[layerIndex.get(from)].name;
        problems.push(
          `arrow back up: ${file} (${from}, ${here}) imports ${to} (${up}); pass a callback in at boot instead`,
        );
      }
    }
  }
  return [...new Set(problems)];
}
