import type { RecallInput, RecallResult } from '@arrears/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { inputClasses } from '@/ui/field';
import { toast } from '@/ui/use-toast';

/**
 * What is recalled: one account or a whole placement, named as the reader sees it, with the facts
 * the list knows of it (the consumer, the balance, the number of accounts) for the confirmation.
 */
export type RecallTarget = ({ accountId: number } | { placementId: number }) & {
  name: string;
  facts?: ReadonlyArray<readonly [string, string]>;
};

/**
 * Asks why, then recalls through the given call (the back office's or the client portal's: the
 * same body, the same answer). `description` says what happens; `returnedTo` ends the toast.
 */
export function RecallReasonDialog({
  target,
  recall,
  description,
  returnedTo,
  onClose,
}: {
  target: RecallTarget | null;
  recall: UseMutationResult<RecallResult, Error, RecallInput>;
  description: string;
  returnedTo: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const close = () => {
    setReason('');
    recall.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    const scope =
      'accountId' in target ? { accountIds: [target.accountId] } : { placementId: target.placementId };
    recall.mutate(
      { ...scope, reason },
      {
        onSuccess: (result) => {
          toast({
            title: 'Recalled',
            description: `${result.accountCount} ${result.accountCount === 1 ? 'account' : 'accounts'} returned to ${returnedTo}.`,
            variant: 'success',
            duration: 4000,
          });
          close();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={target ? `Recall ${target.name}?` : 'Recall?'}
      description={description}
      facts={target?.facts ?? []}
      confirmLabel="Recall"
      pendingLabel="Recalling..."
      tone="danger"
      onConfirm={confirm}
      pending={recall.isPending}
      confirmDisabled={!reason.trim()}
      error={recall.isError ? errorMessage(recall.error, 'The recall failed.') : undefined}
    >
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block font-medium text-gray-800 text-sm">
          Reason
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={500}
          className={`${inputClasses} border-gray-300`}
        />
      </div>
    </ConfirmDialog>
  );
}
