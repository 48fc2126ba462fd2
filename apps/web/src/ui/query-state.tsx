import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { PageSpinner } from './spinner';
import { useUiWords } from './ui-words';

interface LoadedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: T;
}

export interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  /**
   * What is loading ("payments"), for the default spinner label and error text, in the page's language:
   * a Spanish page names it with its article ("sus pagos").
   */
  what?: string;
  /** Shown while loading (default: a page spinner). */
  loading?: ReactNode;
  /** Shown when loading failed (default: the error and Try Again). */
  error?: ReactNode;
  /** The default error's text when the error has no message of its own. */
  retryText?: string;
  /** Instead of `error`: the error's message (or this text) in a plain alert, without Try Again. */
  errorText?: string;
  /** A failed refresh keeps the last data on screen (the content says it may be out of date). */
  keepDataOnError?: boolean;
  /** Shown when the data is there but holds nothing (default test: an empty array). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The content once loaded; without it, QueryState renders nothing then and the caller goes on. */
  children?: (data: T) => ReactNode;
}

/** The loading, load-failure and empty states of a list or page's data, in one place. */
export function QueryState<T>({
  query,
  what = '',
  loading,
  error,
  errorText,
  retryText,
  keepDataOnError = false,
  empty,
  isEmpty,
  children,
}: QueryStateProps<T>) {
  const words = useUiWords();
  if (query.isPending) return loading ?? <PageSpinner label={words.loading(what)} />;
  const failed = query.isError && !(keepDataOnError && query.data !== undefined);
  if (failed && errorText !== undefined)
    return <Alert tone="danger">{errorMessage(query.error, errorText)}</Alert>;
  if (failed)
    return (
      error ?? (
        <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(query.error, retryText ?? words.loadFailed(what))}</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {words.tryAgain}
          </Button>
        </Alert>
      )
    );
  const data = query.data as T;
  const nothing = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (empty !== undefined && nothing) return empty;
  return children ? children(data) : null;
}
