import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz beside each built text asset, so the server can send them compressed without
 * compressing per request (@fastify/static `preCompressed`). Uncompressed, the first download is
 * about three times larger: Lighthouse's largest loss on mobile (decision 0025).
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arrears-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = join(assets, name);
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The Host the browser used goes through unchanged: the server accepts a POST whose Origin is that
  // host (decision 0034), and Vite's shorthand would rewrite it to the API's address.
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Small shared modules (icons, cards, fields…) go into the chunks that use them instead of a
    // file each: a back-office page loaded 15 files of about 1 kB after its own, and on a phone's
    // link each costs a round trip (Lighthouse mobile on /admin/dashboard). The pages keep their
    // own chunks; the entry's code moves to a chunk the HTML preloads.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } } },
    },
  },
});
