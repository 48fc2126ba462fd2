import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'arrears-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html lang="en"><head><!--app-config--></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
  writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the pre-compressed copy of an asset to a browser that accepts it, cached for a year', async () => {
    const br = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html with the public configuration for client-side routes, and 404 JSON under /api', async () => {
    const page = await t.app.inject({ url: '/admin/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<meta name=');
    const api = await t.app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toContain('No such endpoint');
  });
});

describe('the language the page starts in (decision 0072)', () => {
  const langOf = async (headers: Record<string, string>) => {
    const page = await t.app.inject({ url: '/login', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers.vary).toContain('Accept-Language');
    return /<html lang="([^"]+)"/.exec(page.body)?.[1];
  };

  it('follows the cookie first, then Accept-Language by q-value, else English', async () => {
    expect(await langOf({})).toBe('en');
    expect(await langOf({ 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(await langOf({ 'accept-language': 'es-MX' })).toBe('es');
    expect(await langOf({ 'accept-language': 'en-US,es;q=0.5' })).toBe('en');
    expect(await langOf({ 'accept-language': 'fr;q=1, es;q=0.4, en;q=0.3' })).toBe('es');
    expect(await langOf({ 'accept-language': 'fr-FR' })).toBe('en');
    expect(await langOf({ 'accept-language': 'es-US', cookie: 'arrears_lang=en' })).toBe('en');
    expect(await langOf({ 'accept-language': 'en-US', cookie: 'arrears_lang=es' })).toBe('es');
    // A cookie that is not one of our languages is ignored.
    expect(await langOf({ 'accept-language': 'es', cookie: 'arrears_lang=fr' })).toBe('es');
  });
});
