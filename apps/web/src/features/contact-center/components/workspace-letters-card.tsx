import {
  type DebtorAccount,
  E_DELIVERY_DISCLOSURE,
  E_DELIVERY_MESSAGES,
  formatDisplayDate,
  WORKSPACE_LETTER_TEXT as T,
  type WorkspaceLetter,
} from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '@/features/auth';
import {
  LETTER_LANGUAGE_LABELS,
  LETTER_STATUS_LABELS,
  LETTER_STATUS_TONES,
  LETTER_TEMPLATE_LABELS,
} from '@/features/letters';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { StatusBadge } from '@/ui/status-badge';
import {
  useDraftNoticeMutation,
  useRecordConsentMutation,
  useTimeBarredMutation,
  useWithdrawConsentMutation,
  useWorkspaceLettersQuery,
} from '../api/workspace-letters';

/** Who may set the time-barred flag (the server's PUT /api/admin/accounts/{id}/time-barred). */
const SETS_TIME_BARRED = new Set(['admin', 'staff']);

/**
 * The workspace's letters (decision 0071): e-mail delivery (the consent the consumer gives by phone,
 * recorded or withdrawn), the validation notice printed or e-mailed, the time-barred flag for admin
 * and staff, and the account's letters with their PDFs. The server enforces each rule; this shows
 * only what the role may do.
 */
export function WorkspaceLettersCard({ debtor }: { debtor: DebtorAccount }) {
  const { user } = useAuth();
  const panel = useWorkspaceLettersQuery(debtor.id);
  const withdraw = useWithdrawConsentMutation(debtor.id);
  const draft = useDraftNoticeMutation(debtor.id);
  const timeBarred = useTimeBarredMutation(debtor.id);
  const titleId = useId();
  const [consenting, setConsenting] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const failed = [withdraw, draft, timeBarred].find((m) => m.isError)?.error;
  const busy = withdraw.isPending || draft.isPending || timeBarred.isPending;
  const sendNotice = (delivery: 'print' | 'email') =>
    draft.mutate(delivery, {
      onSuccess: (letter) =>
        setSaid(
          `Validation notice ${letter.id} ${delivery === 'email' ? 'e-mailed' : 'waits for the next print batch'}; the validation period ends ${formatDisplayDate(letter.validationEndDate ?? '')}.`,
        ),
    });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {T.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {panel.isError && <Alert tone="danger">{T.loadError}</Alert>}
        {panel.data && (
          <>
            <section aria-label="E-mail delivery" className="space-y-2">
              <p className="break-words text-gray-800 text-sm">
                {panel.data.eDelivery.consented
                  ? T.consentLive(
                      panel.data.eDelivery.emailAddress ?? '',
                      formatDisplayDate((panel.data.eDelivery.givenAt ?? '').slice(0, 10)),
                    )
                  : panel.data.eDelivery.emailAddress === null
                    ? T.noEmail
                    : T.consentNone}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" disabled={busy} onClick={() => sendNotice('print')}>
                  {T.printNotice}
                </Button>
                {panel.data.eDelivery.consented ? (
                  <>
                    <Button variant="outline" size="sm" disabled={busy} onClick={() => sendNotice('email')}>
                      {T.emailNotice}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        withdraw.mutate(undefined, {
                          onSuccess: () => setSaid(E_DELIVERY_MESSAGES.withdrawn),
                        })
                      }
                    >
                      {T.withdrawConsent}
                    </Button>
                  </>
                ) : (
                  panel.data.eDelivery.emailAddress !== null && (
                    <Button variant="outline" size="sm" disabled={busy} onClick={() => setConsenting(true)}>
                      {T.recordConsent}
                    </Button>
                  )
                )}
              </div>
            </section>
            <section aria-label="Time-barred" className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-gray-800 text-sm">
                {panel.data.timeBarred ? T.timeBarredOn : T.timeBarredOff}
              </p>
              {user && SETS_TIME_BARRED.has(user.role) && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    timeBarred.mutate(!panel.data.timeBarred, { onSuccess: () => setSaid(null) })
                  }
                >
                  {panel.data.timeBarred ? T.clearTimeBarred : T.markTimeBarred}
                </Button>
              )}
            </section>
            {failed && <Alert tone="danger">{errorMessage(failed, 'That did not go through.')}</Alert>}
            {said && !failed && (
              <p role="status" className="text-gray-700 text-sm">
                {said}
              </p>
            )}
            {panel.data.letters.length === 0 ? (
              <p className="text-gray-700 text-sm">{T.none}</p>
            ) : (
              <ul aria-label="Letters of this account" className="divide-y divide-gray-200 text-sm">
                {panel.data.letters.map((letter) => (
                  <LetterLine key={letter.id} letter={letter} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      {consenting && (
        <ConsentDialog debtorId={debtor.id} onClose={() => setConsenting(false)} onDone={setSaid} />
      )}
    </Card>
  );
}

function LetterLine({ letter }: { letter: WorkspaceLetter }) {
  const sent = letter.sentOn ?? letter.mailedOn;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <a href={`/api/letters/${letter.id}/pdf`} className="font-medium text-brand-700 hover:underline">
          {`${LETTER_TEMPLATE_LABELS[letter.template]}${letter.language === 'es' ? ` (${LETTER_LANGUAGE_LABELS.es})` : ''}`}
          <span className="sr-only">{` ${letter.id} (PDF)`}</span>
        </a>
        <p className="text-gray-700">
          {`Dated ${formatDisplayDate(letter.letterDate)}`}
          {sent ? ` · sent ${formatDisplayDate(sent)}` : ''}
          {letter.validationEndDate
            ? ` · validation ends ${formatDisplayDate(letter.validationEndDate)}`
            : ''}
        </p>
        {letter.held && <p className="text-warning-800">{letter.held}</p>}
      </div>
      <StatusBadge label={LETTER_STATUS_LABELS[letter.status]} tone={LETTER_STATUS_TONES[letter.status]} />
    </li>
  );
}

/** The agent reads the disclosure, the consumer agrees, and the agent says how (kept with the consent). */
function ConsentDialog({
  debtorId,
  onClose,
  onDone,
}: {
  debtorId: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const record = useRecordConsentMutation(debtorId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(E_DELIVERY_MESSAGES.noteRequired);
    const state = await record.mutateAsync(note.trim()).catch(() => null);
    if (!state) return;
    onDone(state.message ?? E_DELIVERY_MESSAGES.consented);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{T.recordConsent}</DialogTitle>
        <DialogDescription>{T.readDisclosure}</DialogDescription>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800 text-sm">
          {E_DELIVERY_DISCLOSURE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={T.recordConsent}
          className="mt-4 space-y-4"
        >
          <TextField
            label={T.noteLabel}
            placeholder={T.notePlaceholder}
            autoComplete="off"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={error}
          />
          {record.isError && (
            <Alert tone="danger">{errorMessage(record.error, 'The consent could not be saved.')}</Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save consent'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
