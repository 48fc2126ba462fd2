import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

/**
 * The app's toasts. The Radix region is fetched with the first toast and then stays, so visitors
 * who never see a toast do not download it (the home page must stay light).
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  const hasToasts = toasts.length > 0;
  useEffect(() => {
    if (hasToasts) setNeeded(true);
  }, [hasToasts]);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
