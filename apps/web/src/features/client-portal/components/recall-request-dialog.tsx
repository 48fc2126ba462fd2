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
import { useClientRecallMutation } from '../api/client-portal';

/** What the client recalls: one account or a whole placement, named as the client sees it. */
export type RecallTarget = { accountId: number; name: string } | { placementId: number; name: string };

/** Asks why, then recalls at once (decision 0056): the agency stops collecting on those accounts. */
export function RecallRequestDialog({
  target,
  onClose,
}: {
  target: RecallTarget | null;
  onClose: () => void;
}) {
  const recall = useClientRecallMutation();
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
            description: `${result.accountCount} ${result.accountCount === 1 ? 'account' : 'accounts'} returned to you.`,
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
          <DialogDescription>
            The agency stops collecting at once: no more calls, texts or e-mails. The accounts stay listed
            here with their history.
          </DialogDescription>
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
