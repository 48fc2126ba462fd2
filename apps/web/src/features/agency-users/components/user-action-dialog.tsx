import type { AgencyUser } from '@arrears/domain';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/ui/dialog';
import { toast } from '@/ui/use-toast';
import { useUpdateAgencyUserMutation } from '../api/update-agency-user';
import { fullName, USER_ACTIONS, type UserActionKind } from './user-actions';

export interface PendingUserAction {
  user: AgencyUser;
  action: UserActionKind;
}

/** Asks before a row action, then sends it; the answer is a toast either way. */
export function UserActionDialog({
  pending,
  onClose,
}: {
  pending: PendingUserAction | null;
  onClose: () => void;
}) {
  const update = useUpdateAgencyUserMutation();
  const spec = pending ? USER_ACTIONS[pending.action] : null;
  const name = pending ? fullName(pending.user) : '';

  const confirm = () => {
    if (!pending || !spec) return;
    update.mutate(
      { id: pending.user.id, changes: spec.changes },
      {
        onSuccess: () => {
          toast({ title: 'User Updated', description: spec.done(name), variant: 'success', duration: 4000 });
          onClose();
        },
        onError: (error) => {
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'The user could not be updated. Please try again.'),
            variant: 'destructive',
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      {spec && (
        <DialogContent>
          <DialogTitle className="pr-8">{spec.question(name)}</DialogTitle>
          <DialogDescription>{spec.consequence}</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={update.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant={spec.danger ? 'danger' : 'primary'}
              onClick={confirm}
              disabled={update.isPending}
            >
              {update.isPending ? 'Saving...' : spec.label}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
