import { THROTTLES, type ThrottleName } from '@arrears/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The throttles that count this route's requests (THROTTLES in @arrears/domain). The counting
     * stays with the service that writes the counted rows (often only failures count); the route
     * names it so the throttle is visible where it applies.
     */
    throttle?: ThrottleName | readonly ThrottleName[];
  }
  interface FastifyInstance {
    /** The routes ("POST /api/login") that declare each throttle, filled as the routes are added. */
    throttledRoutes: ReadonlyMap<ThrottleName, readonly string[]>;
  }
}

/** The throttles a route's config declares, as a list. */
export function declaredThrottles(config: RouteOptions['config']): readonly ThrottleName[] {
  const declared = (config as { throttle?: ThrottleName | readonly ThrottleName[] } | undefined)?.throttle;
  if (declared === undefined) return [];
  return typeof declared === 'string' ? [declared] : declared;
}

/**
 * Collects each route's declared throttles for the security dashboard. A name missing from the
 * table stops the start (the type already refuses one; this catches a cast).
 */
export const throttlesPlugin = fp(async (app: FastifyInstance) => {
  const routes = new Map<ThrottleName, string[]>();
  app.decorate('throttledRoutes', routes);
  app.addHook('onRoute', (route) => {
    const names = declaredThrottles(route.config);
    if (names.length === 0) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const name of names) {
      if (!Object.hasOwn(THROTTLES, name)) {
        throw new Error(`Route ${route.url} declares the throttle '${name}', which THROTTLES does not have`);
      }
      const keys = routes.get(name) ?? [];
      for (const method of methods) keys.push(`${method} ${route.url}`);
      routes.set(name, keys);
    }
  });
});
