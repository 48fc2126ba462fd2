import type { Remittance } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { useRemittanceActionMutation } from '../api/remittances';

/**
 * What can happen next: a draft is regenerated (back office) or approved (admin); an approved one
 * is marked paid with the transfer's reference (admin). A paid one is done.
 */
export function RemittanceActions({ remittance, isAdmin }: { remittance: Remittance; isAdmin: boolean }) {
  const action = useRemittanceActionMutation(remittance.id);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();

  const markPaid = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setReferenceError('Enter the reference of the transfer');
      return;
    }
    action.mutate({ kind: 'paid', reference: reference.trim() });
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
            <Button disabled={action.isPending} onClick={() => action.mutate({ kind: 'approve' })}>
              Approve
            </Button>
          )}
        </div>
      )}
      {remittance.status === 'approved' &&
        (isAdmin ? (
          <form onSubmit={markPaid} noValidate className="flex flex-wrap items-end gap-3">
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
      {remittance.status === 'draft' && !isAdmin && (
        <p className="text-gray-700 text-sm">An admin approves a draft; once approved it never changes.</p>
      )}
      {action.isError && <Alert tone="danger">{errorMessage(action.error, 'That did not work.')}</Alert>}
    </div>
  );
}
