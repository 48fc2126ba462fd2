import { type BatchMailed, easternDateOf, type LetterBatch } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { useBatchMailedMutation } from '../api/admin-letters';

/** "Mark mailed": the day the batch went in the mail, today unless it went earlier. */
export function MarkMailedDialog({
  batch,
  onClose,
  onDone,
}: {
  batch: LetterBatch;
  onClose: () => void;
  onDone: (result: BatchMailed) => void;
}) {
  const today = easternDateOf(Date.now());
  const [mailedOn, setMailedOn] = useState(today);
  const mailed = useBatchMailedMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await mailed.mutateAsync({ id: batch.id, mailedOn }).catch(() => null);
    if (result) onDone(result);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Mark batch #{batch.id} mailed</DialogTitle>
        <DialogDescription>
          Every letter of the batch is recorded as mailed on this day; a validation notice whose printed end
          date would then come too early is named and stays unmailed.
        </DialogDescription>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
          <TextField
            label="Mailed on"
            type="date"
            max={today}
            value={mailedOn}
            onChange={(e) => setMailedOn(e.target.value)}
          />
          {mailed.isError && (
            <Alert tone="danger">{errorMessage(mailed.error, 'The batch could not be marked mailed.')}</Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={mailed.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mailed.isPending || !mailedOn}>
              {mailed.isPending ? 'Saving...' : 'Mark mailed'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
