import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/features/errors/error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
