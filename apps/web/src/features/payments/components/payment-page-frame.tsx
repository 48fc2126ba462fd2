import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PageSpinner } from '@/ui/spinner';

/** The payment pages' frame: a heading, a line under it and the page's sections. */
export function PaymentPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-gray-700">{intro}</p>
      </div>
      {children}
    </div>
  );
}

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
