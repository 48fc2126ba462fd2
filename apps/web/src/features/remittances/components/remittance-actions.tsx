import { formatMoney, type Remittance } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/field';
import { useRemittanceActionMutation } from '../api/remittances';

/** What the client receives: the net due (net method) or everything collected (gross). */
function dueWords(r: Remittance): string {
  return r.method === 'net' ? 'Net due to the client' : 'Due to the client (commission invoiced)';
}

/**
 * What can happen next: a draft is regenerated (back office) or approved (admin); an approved one
 * is marked paid with the transfer's reference (admin). A paid one is done. Approve and Mark paid
 * ask first, naming the client and the amount (decision 0115); a draft with no transactions cannot
 * be approved (the server refuses it too).
 */
export function RemittanceActions({ remittance, isAdmin }: { remittance: Remittance; isAdmin: boolean }) {
  const action = useRemittanceActionMutation(remittance.id);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [confirming, setConfirming] = useState<'approve' | 'paid' | null>(null);
  const empty = remittance.lineCount === 0;
  const client = `${remittance.clientName} (${remittance.clientCode})`;
  const period = `${remittance.periodStart} to ${remittance.periodEnd}`;

  const askMarkPaid = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setReferenceError('Enter the reference of the transfer');
      return;
    }
    action.reset();
    setConfirming('paid');
  };
  const close = () => {
    if (action.isPending) return;
    setConfirming(null);
    action.reset();
  };
  const confirm = () => {
    const body =
      confirming === 'paid'
        ? { kind: 'paid' as const, reference: reference.trim() }
        : { kind: 'approve' as const };
    action.mutate(body, { onSuccess: () => setConfirming(null) });
  };

  if (remittance.status === 'paid')
    return <p className="text-gray-700">{`Paid, transfer reference ${remittance.paidReference ?? ''}.`}</p>;

  return (
    <div className="space-y-3">
      {remittance.status === 'draft' && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'regenerate' })}
          >
            Regenerate
          </Button>
          {isAdmin && (
            <Button
              disabled={action.isPending || empty}
              onClick={() => {
                action.reset();
                setConfirming('approve');
              }}
            >
              Approve
            </Button>
          )}
        </div>
      )}
      {remittance.status === 'draft' && empty && (
        <p className="text-gray-700 text-sm">
          Nothing to approve: this draft has no transactions. Regenerate it once payments are posted.
        </p>
      )}
      {remittance.status === 'approved' &&
        (isAdmin ? (
          <form onSubmit={askMarkPaid} noValidate className="flex flex-wrap items-end gap-3">
            <TextField
              label="Transfer reference"
              value={reference}
              error={referenceError}
              maxLength={100}
              onChange={(e) => {
                setReference(e.target.value);
                setReferenceError(undefined);
              }}
              className="w-full sm:w-64"
            />
            <Button type="submit" disabled={action.isPending}>
              Mark paid
            </Button>
          </form>
        ) : (
          <p className="text-gray-700">Approved: an admin records the transfer that pays it.</p>
        ))}
      {remittance.status === 'draft' && !isAdmin && !empty && (
        <p className="text-gray-700 text-sm">An admin approves a draft; once approved it never changes.</p>
      )}
      {action.isError && confirming === null && (
        <Alert tone="danger">{errorMessage(action.error, 'That did not work.')}</Alert>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={
          confirming === 'paid'
            ? `Mark remittance #${remittance.id} paid?`
            : `Approve remittance #${remittance.id}?`
        }
        description={
          confirming === 'paid'
            ? 'Record that the transfer below was sent to the client. The remittance is then closed for good.'
            : 'Once approved it never changes, and the client sees it in their portal as a transfer on its way.'
        }
        facts={[
          ['Client', client],
          ['Period', period],
          ['Transactions', String(remittance.lineCount)],
          [dueWords(remittance), formatMoney(remittance.netDue)],
          ...(confirming === 'paid' ? ([['Transfer reference', reference.trim()]] as const) : []),
        ]}
        confirmLabel={confirming === 'paid' ? 'Mark paid' : 'Approve remittance'}
        pendingLabel={confirming === 'paid' ? 'Marking paid…' : 'Approving…'}
        onConfirm={confirm}
        pending={action.isPending}
        error={action.isError ? errorMessage(action.error, 'That did not work.') : undefined}
      />
    </div>
  );
}
