import type { Client } from '@arrears/domain';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/ui/data-table';
import { commissionText, REMIT_FREQUENCY_LABELS } from './client-labels';

/** The clients table's columns (ids are the server's sort keys); the name links to the client's page. */
export function clientColumns(): DataTableColumn<Client>[] {
  return [
    {
      id: 'name',
      header: 'Client',
      sortable: true,
      cell: (client) => (
        <>
          <Link
            to={`/admin/clients/${client.id}`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {client.name}
          </Link>
          <span className="block font-mono text-gray-600 text-xs">{client.code}</span>
        </>
      ),
    },
    { id: 'commission', header: 'Commission', cell: commissionText },
    {
      id: 'remittance',
      header: 'Remittance',
      hideable: true,
      cell: (client) => `${REMIT_FREQUENCY_LABELS[client.remitFrequency]}, ${client.remitMethod}`,
    },
    {
      id: 'accounts',
      header: 'Accounts',
      sortable: true,
      firstDirection: 'desc',
      align: 'right',
      cell: (client) => (
        <span>
          {client.openAccountCount.toLocaleString('en-US')}
          {client.accountCount > client.openAccountCount && (
            <span className="block text-gray-600 text-xs">
              {`${(client.accountCount - client.openAccountCount).toLocaleString('en-US')} recalled`}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'active',
      header: 'State',
      hideable: true,
      cell: (client) => (client.isDefault ? 'Default' : client.active ? 'Active' : 'Inactive'),
    },
  ];
}
