import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

afterEach(cleanup);

const base = { isPending: false, isError: false, error: null, refetch: vi.fn() };
const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows a labelled spinner while loading', () => {
    render(
      <QueryState query={{ ...base, isPending: true }} what="payments">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading payments' })).toBeTruthy();
  });

  it('shows the error with Try Again, which asks again', () => {
    const refetch = vi.fn();
    render(
      <QueryState query={{ ...base, isError: true, error: null, refetch }} what="documents">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('We could not load your documents. Please try again.')).toBeTruthy();
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list, and the content otherwise', () => {
    render(
      <QueryState query={{ ...base, data: [] as string[] }} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    cleanup();
    render(
      <QueryState query={{ ...base, data: ['first'] }} empty={<p>Nothing yet.</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('first')).toBeTruthy();
  });

  it('hides data after a failed refresh, unless told to keep it', () => {
    const failedRefresh = { ...base, isError: true, error: new Error('503: {}'), data: ['kept'] };
    render(
      <QueryState query={failedRefresh} error={<p>Failed.</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Failed.')).toBeTruthy();
    expect(screen.queryByText('kept')).toBeNull();
    cleanup();
    render(
      <QueryState query={failedRefresh} error={<p>Failed.</p>} keepDataOnError>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.queryByText('Failed.')).toBeNull();
    cleanup();
    render(
      <QueryState query={{ ...failedRefresh, data: undefined }} error={<p>Failed.</p>} keepDataOnError>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Failed.')).toBeTruthy();
  });
});
