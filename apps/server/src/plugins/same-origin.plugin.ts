import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { recordSecurityEvent } from '../security/security-events';
import { chatCookieName, sessionCookieName } from '../sessions/session-cookie';

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a browser says of a request its own pages made, or one the user started (typed, bookmarked). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** scheme://host[:port] of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Why a state-changing request is refused as coming from another site, or null. Browsers send
 * Sec-Fetch-Site and Origin on every POST, PUT, PATCH and DELETE, and a page cannot forge them;
 * a request with neither comes from a program (Twilio, a mail provider's one-click unsubscribe,
 * curl), which holds no visitor's cookies, so it passes (decision 0034).
 */
export function crossSiteReason(request: FastifyRequest, publicOrigin: string): string | null {
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = header(request, 'origin');
  if (origin === undefined) return null;
  // The request's own origin as the browser addressed it: Host (X-Forwarded-Host and -Proto only
  // from a trusted proxy), so a second name or the address of the server works like PUBLIC_URL.
  const own = originOf(`${request.protocol}://${request.host}`);
  if (origin === publicOrigin || origin === own) return null;
  return `Origin: ${origin}`;
}

/**
 * Refuses POST, PUT, PATCH and DELETE on /api/ sent from another site (403, a security event),
 * before the session is read or the body parsed: multipart uploads included. SameSite=Lax cookies
 * already keep most of these out; this covers browsers and cases where they do not.
 */
export function registerSameOriginCheck(app: FastifyInstance, opts: { config: Config; db: Database }): void {
  const publicOrigin = originOf(opts.config.publicUrl) ?? '';
  const cookies = [sessionCookieName(opts.config), chatCookieName(opts.config)];
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The matched route decides, whatever spelling of the path reached it.
    const api = [request.routeOptions.url ?? '', request.url].some((path) => path.startsWith('/api/'));
    if (!STATE_CHANGING.has(request.method) || !api) return;
    const reason = crossSiteReason(request, publicOrigin);
    if (!reason) return;
    // With a session cookie the forged request rode someone's sign-in: HIGH; without, a probe.
    const rodeSession = cookies.some((name) => request.cookies[name]);
    await recordSecurityEvent(opts.db, {
      type: 'cross_site_refused',
      success: false,
      description: `Cross-site request refused: ${request.method} ${request.url.split('?')[0].slice(0, 200)}`,
      origin: { ip: request.ip ?? null, userAgent: header(request, 'user-agent') ?? null },
      details: { reason: reason.slice(0, 300), withSessionCookie: rodeSession },
      riskLevel: rodeSession ? 'HIGH' : 'MEDIUM',
    });
    return reply.code(403).send({ message: CROSS_SITE_REFUSED });
  });
}
