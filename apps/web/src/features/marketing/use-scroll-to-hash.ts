import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash (/#services, /#contact) after each navigation.
 * It waits one frame so that it runs after the layout's scroll-to-top on route change.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same hash.
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
