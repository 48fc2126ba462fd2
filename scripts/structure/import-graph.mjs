// The import graph of the three source trees, read with a real TypeScript parser (oxc): every
// static import and re-export (type-only ones included) and every `import('…')` with a literal path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** The trees the structure check covers, and how each spells its own aliases. */
export const TREES = [
  { name: 'server', dir: 'apps/server/src', aliases: {} },
  { name: 'web', dir: 'apps/web/src', aliases: { '@/': 'apps/web/src/' } },
  { name: 'domain', dir: 'packages/domain/src', aliases: {} },
];

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The specifiers a file imports: [{ specifier, typeOnly, dynamic }]. */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const { module, errors } = parseSync(file, text);
  if (errors.length > 0 && module.staticImports.length === 0 && module.staticExports.length === 0) {
    throw new Error(`${file}: ${errors[0].message}`);
  }
  const found = [];
  for (const imp of module.staticImports) {
    const typeOnly = text.slice(imp.start, imp.end).startsWith('import type');
    found.push({ specifier: imp.moduleRequest.value, typeOnly, dynamic: false });
  }
  for (const exp of module.staticExports) {
    for (const entry of exp.entries) {
      if (entry.moduleRequest) {
        found.push({ specifier: entry.moduleRequest.value, typeOnly: entry.isType, dynamic: false });
      }
    }
  }
  for (const dyn of module.dynamicImports) {
    const literal = /^\s*['"]([^'"]+)['"]\s*$/.exec(
      text.slice(dyn.moduleRequest.start, dyn.moduleRequest.end),
    );
    if (literal) found.push({ specifier: literal[1], typeOnly: false, dynamic: true });
  }
  return found;
}

/** The file a specifier names, relative to ROOT, or null for a package. */
export function resolveSpecifier(fromFile, specifier, aliases = {}) {
  let base = null;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) base = join(ROOT, target, specifier.slice(alias.length));
  }
  if (base === null) return null;
  const stripped = base.replace(/\.(js|mjs|cjs)$/, '');
  for (const candidate of [...CANDIDATES.map((c) => base + c), ...CANDIDATES.map((c) => stripped + c)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return null;
}

/**
 * The graph: Map<file, Array<{ to, typeOnly, dynamic, specifier }>>, files relative to ROOT.
 * `extraFiles` ({ path: text }) lets a test add probe files without writing them to disk.
 */
export function buildGraph({ trees = TREES, extraFiles = {} } = {}) {
  const graph = new Map();
  for (const tree of trees) {
    const files = listFiles(join(ROOT, tree.dir)).map((f) => relative(ROOT, f));
    const probes = Object.keys(extraFiles).filter((p) => p.startsWith(`${tree.dir}/`));
    for (const file of [...files, ...probes]) {
      const abs = join(ROOT, file);
      const text = extraFiles[file] ?? readFileSync(abs, 'utf8');
      const edges = [];
      for (const imp of importsOf(abs, text)) {
        let to = resolveSpecifier(abs, imp.specifier, tree.aliases);
        if (to === null && imp.specifier.startsWith('.')) {
          // A probe may import another probe.
          const guess = relative(ROOT, resolve(dirname(abs), imp.specifier));
          to = Object.keys(extraFiles).find((p) => p.replace(SOURCE, '') === guess) ?? null;
        }
        if (to !== null) edges.push({ ...imp, to });
      }
      graph.set(file, edges);
    }
  }
  return graph;
}

/**
 * The knots of the graph (strongly connected components): each as { members, path }, where path is
 * one cycle through its first member, as a list of files ending where it starts.
 */
export function findCycles(graph, { skipTypeOnly = false, skipDynamic = false } = {}) {
  // Tarjan's strongly connected components; each component of more than one file (or a file
  // importing itself) is a cycle. One example path per component is reported.
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const components = [];
  const next = (file) =>
    (graph.get(file) ?? [])
      .filter((e) => !(skipTypeOnly && e.typeOnly) && !(skipDynamic && e.dynamic))
      .map((e) => e.to)
      .filter((to) => graph.has(to));
  const strongConnect = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!indices.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next(v).includes(v)) components.push(component);
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) strongConnect(file);
  return components.map((component) => ({ members: component.sort(), path: examplePath(component, next) }));
}

function examplePath(component, next) {
  const members = new Set(component);
  const start = [...members].sort()[0];
  // Breadth-first from start back to start, inside the component.
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of next(v)) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        let p = previous.get(v);
        while (p !== null && p !== undefined) {
          path.unshift(p);
          p = previous.get(p);
        }
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component, component[0]];
}
