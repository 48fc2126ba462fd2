import type { RecallInput, RecallResult } from '@arrears/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/ui/dialog';
import { inputClasses } from '@/ui/field';
import { toast } from '@/ui/use-toast';

/** What is recalled: one account or a whole placement, named as the reader sees it. */
export type RecallTarget = { accountId: number; name: string } | { placementId: number; name: string };

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
    <Dialog open={target !== null} onOpenChange={(open) => !open && !recall.isPending && close()}>
      {target && (
        <DialogContent>
          <DialogTitle className="pr-8">{`Recall ${target.name}?`}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {recall.isError && <Alert tone="danger">{errorMessage(recall.error, 'The recall failed.')}</Alert>}
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
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={recall.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm} disabled={recall.isPending || !reason.trim()}>
              {recall.isPending ? 'Recalling...' : 'Recall'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
