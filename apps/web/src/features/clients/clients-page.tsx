import { Building2, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { DataTable, type TableSort, useTableControls } from '@/ui/data-table';
import { Input } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { useClientsPageQuery } from './api/clients';
import { ClientForm } from './components/client-form';
import { clientColumns } from './components/clients-columns';

const BY_NAME: TableSort = { column: 'name', direction: 'asc' };

/**
 * /admin/clients (docs/product/clients.md): the creditors that place accounts with the agency.
 * Admin adds and edits them; staff read. The server searches, sorts and pages the table.
 */
export function ClientsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';
  const { sort, page, setPage, pageSize, tableProps } = useTableControls('table:clients', BY_NAME, 50);
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState('');
  const q = useDebouncedValue(filter.trim());
  const searchId = useId();
  const clients = useClientsPageQuery({ sort: sort.column, direction: sort.direction, page, pageSize, q });
  const columns = useMemo(() => clientColumns(), []);
  const total = clients.data?.total ?? 0;

  return (
    <AdminSubPage
      title="Clients"
      description="The creditors that place accounts with the agency: their terms, placements and recalls."
      width="wide"
      actions={
        isAdmin &&
        !creating && (
          <Button onClick={() => setCreating(true)}>
            <Building2 className="size-4" aria-hidden="true" />
            Add Client
          </Button>
        )
      }
    >
      {creating && (
        <Card className="mb-6">
          <CardHeader>
            <CardTitle>Add a Client</CardTitle>
          </CardHeader>
          <CardContent>
            <ClientForm onDone={(saved) => navigate(`/admin/clients/${saved.id}`)} />
            <Button variant="outline" className="mt-3" onClick={() => setCreating(false)}>
              Cancel
            </Button>
          </CardContent>
        </Card>
      )}

      {clients.data && (
        <p className="mb-3 text-gray-700 text-sm" aria-live="polite">
          {`${total} ${total === 1 ? 'client' : 'clients'}${q ? ' found' : ''}`}
        </p>
      )}

      <DataTable
        caption="Clients"
        what="clients"
        columns={columns}
        rows={clients.data?.rows}
        rowKey={(client) => client.id}
        total={total}
        query={clients}
        {...tableProps}
        filters={
          <div className="w-full sm:w-72">
            <label htmlFor={searchId} className="mb-1.5 block font-medium text-gray-800 text-sm">
              Search clients
            </label>
            <div className="relative">
              <Search
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-gray-500"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                placeholder="Name or code"
                className="pl-9"
                value={filter}
                maxLength={100}
                onChange={(e) => {
                  setFilter(e.target.value);
                  setPage(1);
                }}
              />
            </div>
          </div>
        }
        empty={
          q
            ? { message: 'No clients found. Try other words.' }
            : { message: 'No clients yet.', hint: isAdmin ? 'Add Client creates the first one.' : undefined }
        }
      />
    </AdminSubPage>
  );
}
