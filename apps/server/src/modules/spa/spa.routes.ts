import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_CONFIG_META, type PublicConfig } from '@arrears/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { requestLanguageOf } from '../../i18n/language-cookie';

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (with the brand written
 * into a meta tag) for every other non-API path, so client-side routes survive a reload.
 */
export async function spaRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const dist = deps.config.webDistDir;
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built web app at ${dist}: run "npm run build" to serve the site.`);
    return;
  }
  const publicConfig: PublicConfig = {
    brand: deps.config.brand,
    demo: deps.config.demo,
    sandboxPayments: deps.config.paymentGateway === 'sandbox',
  };
  const meta = `<meta name="${PUBLIC_CONFIG_META}" content="${escapeAttribute(JSON.stringify(publicConfig))}" />`;
  const indexHtml = readFileSync(indexPath, 'utf8').replace('<!--app-config-->', meta);
  // The page starts in the reader's language (decision 0072): <html lang> is what the SPA starts in.
  const indexFor = (lang: string) =>
    indexHtml.replace(/<html lang="[^"]*"|<html(?=>)/, `<html lang="${lang}"`);
  const pages = { en: indexFor('en'), es: indexFor('es') };

  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: false,
    // The build writes .br/.gz beside each asset: sent to browsers that accept them, never
    // compressed per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${join(dist, 'assets')}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/*', { config: {} }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .code(404)
        .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .send(pages[requestLanguageOf(request)]);
  });
}
