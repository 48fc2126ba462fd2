import type { AdminLetter } from '@arrears/domain';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { useLetterReturnedMutation } from '../api/admin-letters';

/** Confirms a returned letter: it marks the address bad and stops letters to it, so it is not one click. */
export function ReturnedDialog({ letter, onClose }: { letter: AdminLetter; onClose: () => void }) {
  const returned = useLetterReturnedMutation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Letter #{letter.id} came back</DialogTitle>
        <DialogDescription>
          The address of {letter.consumerName} ({letter.reference}) will be marked bad, no more letters print
          to it until it changes, and the account goes to My queue to find a new address.
        </DialogDescription>
        {returned.isError && (
          <Alert tone="danger" className="mt-4">
            {errorMessage(returned.error, 'The return could not be saved.')}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={returned.isPending}
            onClick={() => returned.mutate(letter.id, { onSuccess: onClose })}
          >
            Mark returned
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
