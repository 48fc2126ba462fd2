import {
  type AgencyUser,
  formatPhoneLine,
  PHONE_LINE_MESSAGE,
  phoneLineKind,
  phoneLineSchema,
  phoneNumberToLine,
} from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
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
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useUpdateAgencyUserMutation } from '../api/update-agency-user';
import { fullName, lineOf } from './user-actions';

type Choice = 'browser' | 'other';

/**
 * Where an agent's calls ring (docs/product/contact-center.md): the browser phone of the workspace, or
 * a phone number or SIP address of their own. The value is checked with the server's rule before it is
 * sent (PATCH /api/admin/users/{id} { phoneLine }); the server checks it again.
 */
function PhoneLineForm({ user, onClose }: { user: AgencyUser; onClose: () => void }) {
  const update = useUpdateAgencyUserMutation();
  const current = lineOf(user);
  const [choice, setChoice] = useState<Choice>(phoneLineKind(current) === 'browser' ? 'browser' : 'other');
  const [other, setOther] = useState(phoneLineKind(current) === 'browser' ? '' : current);
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const name = fullName(user);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = other.trim();
    const value = choice === 'browser' ? 'browser' : /^sip:/i.test(typed) ? typed : phoneNumberToLine(typed);
    const parsed = phoneLineSchema.safeParse(value);
    if (!parsed.success) {
      setError(PHONE_LINE_MESSAGE);
      return;
    }
    setError(null);
    update.mutate(
      { id: user.id, changes: { phoneLine: parsed.data } },
      {
        onSuccess: () => {
          toast({
            title: 'User Updated',
            description: `${name}'s calls now ring on: ${formatPhoneLine(parsed.data)}.`,
            variant: 'success',
            duration: 4000,
          });
          onClose();
        },
      },
    );
  };

  const radio = 'size-4 accent-brand-600';
  return (
    <form onSubmit={submit} noValidate aria-label="Phone line" className="mt-4 space-y-4">
      {update.isError && (
        <Alert tone="danger">
          {errorMessage(update.error, 'The phone line could not be saved. Please try again.')}
        </Alert>
      )}
      <fieldset className="space-y-2" aria-describedby={`${groupId}-now`}>
        <legend className="font-medium text-gray-800 text-sm">Calls ring on</legend>
        <p id={`${groupId}-now`} className="text-gray-600 text-sm">
          Now: {formatPhoneLine(current)}
        </p>
        <label className="flex min-h-11 items-center gap-3 text-gray-900">
          <input
            type="radio"
            name={groupId}
            className={radio}
            checked={choice === 'browser'}
            onChange={() => setChoice('browser')}
          />
          Browser phone (in the debtor workspace)
        </label>
        <label className="flex min-h-11 items-center gap-3 text-gray-900">
          <input
            type="radio"
            name={groupId}
            className={radio}
            checked={choice === 'other'}
            onChange={() => setChoice('other')}
          />
          Another phone (a number or a SIP address)
        </label>
      </fieldset>
      {choice === 'other' && (
        <TextField
          label="Number or SIP address"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="+1 215 555 0100 or sip:name@pbx.example.com"
          hint="A US number may be typed as (215) 555-0100; others with + and the country code."
          value={other}
          maxLength={200}
          error={error ?? undefined}
          onChange={(e) => setOther(e.target.value)}
        />
      )}
      {choice === 'browser' && error && <p className="text-danger-700 text-sm">{error}</p>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Phone Line'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The row's "Phone Line" action: the agent's line in a dialog. */
export function PhoneLineDialog({ user, onClose }: { user: AgencyUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent>
          <DialogTitle className="pr-8">{`Phone line: ${fullName(user)}`}</DialogTitle>
          <DialogDescription>
            Where {fullName(user)}'s calls ring when they press Call in the debtor workspace.
          </DialogDescription>
          <PhoneLineForm key={user.id} user={user} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
