import { type ComponentType, createElement, lazy } from 'react';

/** A page loaded on first visit; `preload` starts the download without rendering it. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit, from a module's named export:
 * lazyPage(() => import('@/features/marketing/about-page'), 'AboutPage').
 * Once its code is in (preloaded while the guard checked the session, or shown before), the page
 * renders at once: through React.lazy it would suspend for a moment even then, and React shows
 * content that was suspended up to 300 ms later (it batches reveals).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module[exportName];
      return { default: loaded };
    });
    return loading;
  };
  const Lazy = lazy(start);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: start });
}

/** Starts loading a lazy page's code, if it is one. */
export function preloadPage(page: ComponentType): void {
  if ('preload' in page && typeof page.preload === 'function') void page.preload();
}
