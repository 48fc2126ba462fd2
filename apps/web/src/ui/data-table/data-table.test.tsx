import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';
import { pagerText } from './table-pager';
import type { DataTableColumn } from './types';
import { useTablePreferences } from './use-table-preferences';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Person {
  id: number;
  name: string;
  balance: number;
}
const PEOPLE: Person[] = [
  { id: 1, name: 'Ann Lee', balance: 120 },
  { id: 2, name: 'Bo Diaz', balance: 80 },
];
const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  {
    id: 'balance',
    header: 'Balance',
    cell: (p) => `$${p.balance}`,
    sortable: true,
    align: 'right',
    hideable: true,
  },
  { id: 'note', header: 'Note', cell: () => 'none', hideable: true },
];
const loaded = { isPending: false, isError: false, error: null, refetch: vi.fn() };

function table(overrides: Partial<DataTableProps<Person>> = {}) {
  return (
    <DataTable<Person>
      caption="People"
      what="people"
      columns={COLUMNS}
      rows={PEOPLE}
      rowKey={(p) => p.id}
      total={2}
      query={loaded}
      page={1}
      pageSize={50}
      onPageChange={vi.fn()}
      empty={{ message: 'No people match these filters' }}
      {...overrides}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', () => {
  it('draws the rows, and marks the sorted column with aria-sort', () => {
    render(table({ sort: { column: 'balance', direction: 'desc' }, onSortChange: vi.fn() }));
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(header('Balance').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Note').getAttribute('aria-sort')).toBeNull();
  });

  it('calls back with the next direction when a sort button is clicked', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(table({ sort: { column: 'balance', direction: 'desc' }, onSortChange }));
    fireEvent.click(within(header('Balance')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'balance', direction: 'asc' });
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    rerender(table({ sort: { column: 'name', direction: 'asc' }, onSortChange }));
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
  });

  it('shows grey skeleton rows, busy, while the first page loads: never an empty box', () => {
    render(table({ rows: undefined, query: { ...loaded, isPending: true }, skeletonRows: 5 }));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('No people match these filters')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the rows at full contrast while the next page loads: busy, with a thin bar', () => {
    const { rerender } = render(table());
    expect(screen.queryByTestId('table-refreshing')).toBeNull();
    rerender(table({ query: { ...loaded, isFetching: true } }));
    const grid = screen.getByRole('table');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('table-refreshing').getAttribute('aria-hidden')).toBe('true');
    // No dimming on the table or any box around the rows (dimmed text fails contrast checks).
    for (let el: HTMLElement | null = grid; el; el = el.parentElement) {
      expect(el.className).not.toMatch(/opacity-/);
    }
    expect(within(grid).getByText('Ann Lee')).toBeTruthy();
  });

  it('scrolls inside a positioned box, so screen-reader-only text in a cell cannot widen the page', () => {
    render(table());
    const box = screen.getByTestId('data-table-scroll');
    expect(box.className.split(' ')).toEqual(expect.arrayContaining(['relative', 'overflow-auto']));
    expect(box.contains(screen.getByRole('table'))).toBe(true);
    // Keys scroll it too: a named region in the tab order.
    expect(screen.getByRole('region', { name: 'People' })).toBe(box);
    expect(box.tabIndex).toBe(0);
  });

  it('shows the empty state and its action when nothing matches', () => {
    const clear = vi.fn();
    render(
      table({
        rows: [],
        total: 0,
        empty: {
          message: 'No people match these filters',
          action: { label: 'Clear filters', onClick: clear },
        },
      }),
    );
    expect(screen.getByText('No people match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalled();
    expect(screen.queryAllByTestId('table-skeleton-row')).toHaveLength(0);
  });

  it('shows the error with Try Again when the first page fails', () => {
    const refetch = vi.fn();
    render(
      table({
        rows: undefined,
        query: { ...loaded, isError: true, error: new Error('Server down'), refetch },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages with "1–50 of 1,234", Previous and Next', () => {
    const onPageChange = vi.fn();
    render(table({ total: 1234, page: 1, onPageChange }));
    expect(screen.getByText('1–50 of 1,234')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(pagerText(25, 50, 1234)).toBe('1,201–1,234 of 1,234');
  });
});

/** A loaded machine makes jsdom slow: the waits allow for it. */
const WAIT = { timeout: 5000 };

function Remembered() {
  const prefs = useTablePreferences('table:people');
  return table({
    hiddenColumns: prefs.preferences.hiddenColumns,
    onHiddenColumnsChange: prefs.setHiddenColumns,
  });
}

describe('DataTable column chooser with useTablePreferences', () => {
  it('starts from the stored choice, hides a column and saves the choice on the server', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, url, body });
        const value = method === 'PUT' ? body : { hiddenColumns: ['note'] };
        return new Response(JSON.stringify({ key: 'table:people', value, updatedAt: null }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Remembered />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull(), WAIT);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/admin/preferences/table:people' });

    fireEvent.click(screen.getByRole('button', { name: /Columns \(1 hidden\)/ }));
    const balance = screen.getByRole('checkbox', { name: 'Balance' }) as HTMLInputElement;
    expect(balance.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Note' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Name' })).toBeNull(); // not hideable
    fireEvent.click(balance);
    // In the same event, as a browser user (and a test driver) expects of a checkbox.
    expect(balance.checked).toBe(false);

    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^Balance/ })).toBeNull(), WAIT);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/preferences/table:people',
      body: { hiddenColumns: ['note', 'balance'] },
    });
  });

  it('a stored choice that arrives after the user changed the columns does not undo the change', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit = {}) => {
        if ((init.method ?? 'GET') === 'PUT')
          return Promise.resolve(
            new Response(
              JSON.stringify({ key: 'table:people', value: JSON.parse(String(init.body)), updatedAt: null }),
              { headers: { 'Content-Type': 'application/json' } },
            ),
          );
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Remembered />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Columns/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Balance' }));
    answer(
      new Response(JSON.stringify({ key: 'table:people', value: { hiddenColumns: [] }, updatedAt: null }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(
      () => expect(client.getQueryState(['/api/admin/preferences', 'table:people'])?.status).toBe('success'),
      WAIT,
    );
    expect((screen.getByRole('checkbox', { name: 'Balance' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('columnheader', { name: /^Balance/ })).toBeNull();
  });

  it('offers columns off by default in the chooser, and adds one the user checks', () => {
    const onColumnsChange = vi.fn();
    const columns: DataTableColumn<Person>[] = [
      ...COLUMNS,
      {
        id: 'phone',
        header: 'Phone',
        cell: () => '(609) 555-0144',
        defaultHidden: true,
        category: 'Contact',
      },
      { id: 'actions', header: 'Actions', cell: () => 'Edit', pinned: 'end' },
    ];
    const { rerender } = render(
      table({
        columns,
        hiddenColumns: [],
        shownColumns: [],
        onColumnsChange,
        onHiddenColumnsChange: vi.fn(),
      }),
    );
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const phone = screen.getByRole('checkbox', { name: 'Phone' }) as HTMLInputElement;
    expect(phone.checked).toBe(false);
    fireEvent.click(phone);
    expect(onColumnsChange).toHaveBeenLastCalledWith({ hiddenColumns: [], shownColumns: ['phone'] });
    rerender(
      table({
        columns,
        hiddenColumns: [],
        shownColumns: ['phone'],
        onColumnsChange,
        onHiddenColumnsChange: vi.fn(),
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Columns (1 added)' })).toBeTruthy();
    // The actions column is held at the box's right edge.
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain('right-0');
  });

  it('selects rows one by one or the whole page, and shows the bulk bar while any are picked', () => {
    const onChange = vi.fn();
    const selection = {
      selected: new Set<string | number>(),
      onChange,
      label: (p: Person) => `Select ${p.name}`,
    };
    const { rerender } = render(table({ selection, bulkActions: <button type="button">Assign</button> }));
    expect(screen.queryByRole('toolbar', { name: 'Selected people' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bo Diaz' }));
    expect([...(onChange.mock.lastCall?.[0] ?? [])]).toEqual([2]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all people on this page' }));
    expect([...(onChange.mock.lastCall?.[0] ?? [])].sort()).toEqual([1, 2]);
    rerender(
      table({
        selection: { ...selection, selected: new Set([1, 2]) },
        bulkActions: <button type="button">Assign</button>,
      }),
    );
    const bar = screen.getByRole('toolbar', { name: 'Selected people' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Assign' })).toBeTruthy();
    // The header keeps its column's name beside the page's box.
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect([...(onChange.mock.lastCall?.[0] ?? [])]).toEqual([]);
  });
});
