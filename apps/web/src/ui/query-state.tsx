import { errorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { PageSpinner } from './spinner';

/** Loading and load-failure states of a page's data; `null` once the data is there. */
export function QueryState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (query.isPending) return <PageSpinner label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(query.error, `We could not load your ${what}. Please try again.`)}</span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  return null;
}
