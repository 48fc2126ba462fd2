import type { Client } from '@arrears/domain';
import { formatMoney } from '@arrears/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { useClientQuery, usePlacementsQuery, useRecallsQuery } from './api/clients';
import { ClientAccounts } from './components/client-accounts';
import { ClientForm } from './components/client-form';
import {
  commissionText,
  dayText,
  ITEMIZATION_LABELS,
  REMIT_FREQUENCY_LABELS,
  REMIT_METHOD_LABELS,
} from './components/client-labels';
import { RecallDialog, type RecallTarget } from './components/recall-dialog';

function Terms({ client }: { client: Client }) {
  const rows: [string, string][] = [
    ['Code', client.code],
    ['Commission', commissionText(client)],
    [
      'Remittance',
      `${REMIT_FREQUENCY_LABELS[client.remitFrequency]}, ${REMIT_METHOD_LABELS[client.remitMethod]}`,
    ],
    [
      'Settlement authority',
      client.settlementAuthorityPercent
        ? `${client.settlementAuthorityPercent}% of the balance or more`
        : 'Ask the client',
    ],
    [
      'Plan authority',
      client.planAuthorityMonths ? `Up to ${client.planAuthorityMonths} months` : 'Ask the client',
    ],
    ['Itemization date', ITEMIZATION_LABELS[client.itemizationDateBasis]],
    [
      'Contacts',
      client.contacts.map((c) => [c.name, c.email, c.phone].filter(Boolean).join(', ')).join('; ') || 'None',
    ],
    [
      'State',
      client.isDefault
        ? 'Default client (accounts placed without one)'
        : client.active
          ? 'Active'
          : 'Inactive',
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-gray-600 text-sm">{term}</dt>
          <dd className="break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Placements({ clientId, onRecall }: { clientId: number; onRecall?: (t: RecallTarget) => void }) {
  const placements = usePlacementsQuery(clientId);
  return (
    <QueryState
      query={placements}
      what="placements"
      empty={
        <p className="text-gray-700">
          No placements yet. An accounts import with this client’s code makes one.
        </p>
      }
    >
      {(list) => (
        <ul className="divide-y divide-gray-200">
          {list.map((p) => {
            const open = p.accountCount - p.recalledCount;
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <span className="block break-words font-medium text-gray-900">{p.label}</span>
                  <span className="block text-gray-700 text-sm">
                    {`Placed ${dayText(p.placedOn)} · ${p.accountCount} ${p.accountCount === 1 ? 'account' : 'accounts'}`}
                    {p.recalledCount > 0 ? ` · ${p.recalledCount} recalled` : ''}
                    {` · ${formatMoney(p.openBalance)} open`}
                  </span>
                </div>
                {onRecall && open > 0 && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Recall placement ${p.label}`}
                    onClick={() => onRecall({ placementId: p.id, name: `placement ${p.label}` })}
                  >
                    Recall placement
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}

function Recalls({ clientId }: { clientId: number }) {
  const recalls = useRecallsQuery(clientId);
  return (
    <QueryState query={recalls} what="recalls" empty={<p className="text-gray-700">No recalls.</p>}>
      {(list) => (
        <ul className="divide-y divide-gray-200">
          {list.map((r) => (
            <li key={r.id} className="py-2">
              <span className="block text-gray-900">{`${dayText(r.createdAt)}: ${r.accountCount} ${r.accountCount === 1 ? 'account' : 'accounts'}`}</span>
              <span className="block break-words text-gray-700 text-sm">{r.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** /admin/clients/:id: a client's terms (admin edits them), placements, accounts and recalls. */
export function ClientDetailPage() {
  const id = Number(useParams().id);
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const client = useClientQuery(id);
  const [editing, setEditing] = useState(false);
  const [recalling, setRecalling] = useState<RecallTarget | null>(null);
  const onRecall = isAdmin ? setRecalling : undefined;

  return (
    <AdminSubPage
      title={client.data ? client.data.name : 'Client'}
      description={client.data ? `Client ${client.data.code}` : undefined}
      width="wide"
      actions={
        isAdmin &&
        client.data &&
        !editing && (
          <Button onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Client
          </Button>
        )
      }
    >
      <QueryState query={client} what="the client">
        {(data) => (
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>{editing ? 'Edit the Client' : 'Terms'}</CardTitle>
              </CardHeader>
              <CardContent>
                {editing ? (
                  <>
                    <ClientForm client={data} onDone={() => setEditing(false)} />
                    <Button variant="outline" className="mt-3" onClick={() => setEditing(false)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Terms client={data} />
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Placements</CardTitle>
              </CardHeader>
              <CardContent>
                <Placements clientId={id} onRecall={onRecall} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{`Accounts (${data.openAccountCount} open)`}</CardTitle>
              </CardHeader>
              <CardContent>
                <ClientAccounts clientId={id} onRecall={onRecall} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Recalls</CardTitle>
              </CardHeader>
              <CardContent>
                <Recalls clientId={id} />
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
      <RecallDialog clientId={id} target={recalling} onClose={() => setRecalling(null)} />
    </AdminSubPage>
  );
}
