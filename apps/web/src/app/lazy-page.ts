import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded on first visit, from a module's named export:
 * lazyPage(() => import('@/features/marketing/about-page'), 'AboutPage').
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[exportName] }));
}
