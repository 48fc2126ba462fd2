// Home page weight: the gzipped JS + CSS that apps/web/dist/index.html loads at first paint,
// and every other (lazy) chunk beside it, so one can check admin/portal code is split out.
//   node bench/bundle-size.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_INDEX } from '@arrears/harness/server';
import { saveFigures, table, verdict } from './lib/report.mjs';

const TARGET_KB = 150;
const KB = 1000; // kB as Vite prints them, so the figures match the build log
const dist = resolve(process.env.WEB_DIST_DIR ?? dirname(WEB_INDEX)); // the server reads the same variable
const indexHtml = join(dist, 'index.html');

if (!existsSync(indexHtml)) {
  console.error(`No web build at ${indexHtml}: run "npm run build -w apps/web" first.`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const attrsOf = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((m) => [
      m[1].toLowerCase(),
      m[2] ?? m[3] ?? m[4] ?? '',
    ]),
  );
// Root-relative URLs ("/assets/x.js") map into dist; other origins are not ours to count.
const local = (url) =>
  url && !/^(?:[a-z]+:)?\/\//i.test(url) ? resolve(dist, url.replace(/^\//, '')) : null;

const firstPaint = new Set();
for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
  const a = attrsOf(tag.slice(name.length + 1));
  const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
  const file =
    name.toLowerCase() === 'script' && a.type === 'module'
      ? local(a.src)
      : rel.includes('modulepreload') || rel.includes('stylesheet')
        ? local(a.href)
        : null;
  if (file) firstPaint.add(file);
}

// Static imports load before the entry runs even if Vite listed no modulepreload for them.
// Dynamic import() has a parenthesis and is skipped; that code is lazy by definition.
const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$\s{},*]*?from\s*)?["']([^"']+\.js)["']/g;
for (const file of firstPaint) {
  if (!file.endsWith('.js')) continue;
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const dep = spec.startsWith('/') ? local(spec) : resolve(dirname(file), spec);
    if (existsSync(dep)) firstPaint.add(dep); // a Set iterates over what is added while iterating
  }
}

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const describe = (file) => ({ file: relative(dist, file), raw: statSync(file).size, gzip: gzipped(file) });
const initial = [...firstPaint].filter((f) => /\.(js|css)$/.test(f)).map(describe);
const assets = readdirSync(dist, { recursive: true })
  .map((f) => join(dist, f))
  .filter((f) => /\.(js|css)$/.test(f) && !firstPaint.has(f));
const lazy = assets.map(describe).sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / KB).toFixed(2);
const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
const totalGzip = sum(initial, 'gzip');

console.log(`Web build in ${dist}, written ${statSync(indexHtml).mtime.toISOString()}`);
console.log('\nLoaded by the home page at first paint:');
console.log(
  table([
    ['file', 'raw kB', 'gzip kB'],
    ...initial.map((f) => [f.file, kb(f.raw), kb(f.gzip)]),
    ['total', kb(sum(initial, 'raw')), kb(totalGzip)],
  ]),
);
console.log(
  `\nLazy chunks (loaded on navigation), ${lazy.length} files, ${kb(sum(lazy, 'gzip'))} kB gzipped in all:`,
);
console.log(table([['file', 'raw kB', 'gzip kB'], ...lazy.map((f) => [f.file, kb(f.raw), kb(f.gzip)])]));
console.log(
  `\nHome page JS+CSS: ${kb(totalGzip)} kB gzipped (level 9) — target <= ${TARGET_KB} kB: ${verdict(totalGzip <= TARGET_KB * KB)}`,
);
saveFigures('bundle-size', { targetKb: TARGET_KB, totalGzipKb: totalGzip / KB, initial, lazy });
