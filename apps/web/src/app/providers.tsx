import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { Toaster } from '@/ui/toaster';
// The catalogues load with the bundle: i18next is ready before the first render (decision 0072).
import './i18n';
import { TranslatedUiWords } from './ui-words';

/** What every screen needs and that does not depend on the router: languages, data cache and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatedUiWords>
        {children}
        <Toaster />
      </TranslatedUiWords>
    </QueryClientProvider>
  );
}
