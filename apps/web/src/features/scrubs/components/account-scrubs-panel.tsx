import {
  type AccountScrub,
  formatDisplayDate,
  formatPhone,
  SCRUB_DATE_LABELS,
  SCRUB_FLAGS,
  SCRUB_MESSAGES,
  SCRUB_SOURCE_LABELS,
  type ScrubFlag,
} from '@arrears/domain';
import { Scale } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { useAccountScrubsQuery, useClearScrub, useRecordScrub } from '../api/scrubs';
import { SCRUB_FLAG_LABELS, SCRUB_FLAG_TONES } from '../scrub-labels';

/** Who may lift a flag (the server's DELETE /api/debtors/{id}/scrubs/{scrubId}). */
const LIFTS = new Set(['admin', 'staff']);

/** What a flag's own fields say, in a line. */
function detailsOf(s: AccountScrub): string {
  const parts: string[] = [];
  if (s.bankruptcyChapter) parts.push(`Chapter ${s.bankruptcyChapter}`);
  if (s.bankruptcyCaseNumber) parts.push(`case ${s.bankruptcyCaseNumber}`);
  if (s.bankruptcyFiledOn) parts.push(`filed ${formatDisplayDate(s.bankruptcyFiledOn)}`);
  if (s.diedOn) parts.push(`died ${formatDisplayDate(s.diedOn)}`);
  if (s.militaryStartOn)
    parts.push(
      `active duty ${formatDisplayDate(s.militaryStartOn)} – ${s.militaryEndOn ? formatDisplayDate(s.militaryEndOn) : 'no end date reported'}`,
    );
  if (s.note) parts.push(s.note);
  parts.push(`${SCRUB_SOURCE_LABELS[s.source]}, ${formatDisplayDate(s.recordedAt.slice(0, 10))}`);
  return parts.join(' · ');
}

/**
 * The workspace's scrub flags (decisions 0100-0103): each active flag, the attorney to contact
 * instead of the consumer (line and address), the SCRA protection period, a form to record a flag,
 * and for staff and admins the lifting of one with a reason.
 */
export function AccountScrubsPanel({ accountId }: { accountId: number }) {
  const { user } = useAuth();
  const scrubs = useAccountScrubsQuery(accountId);
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<AccountScrub | null>(null);
  const titleId = useId();
  const data = scrubs.data;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId} className="text-lg">
          Scrub flags
        </CardTitle>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          Record a flag
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {scrubs.isError && <Alert tone="danger">The scrub flags could not be loaded.</Alert>}
        {data?.attorney && (
          <Alert tone="warning">
            <p className="flex items-center gap-2 font-semibold">
              <Scale className="size-4" aria-hidden="true" />
              Represented by an attorney: contact the attorney, not the consumer.
            </p>
            <p className="mt-1 font-semibold text-gray-900">{data.attorney.name}</p>
            {data.attorney.phone && (
              <p>
                <a className="font-medium text-brand-700 underline" href={`tel:+1${data.attorney.phone}`}>
                  {formatPhone(data.attorney.phone)}
                </a>
              </p>
            )}
            {data.attorney.addressLines.length > 0 && (
              <address className="not-italic">
                {data.attorney.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            )}
          </Alert>
        )}
        {data?.militaryProtection && (
          <p className="text-gray-800 text-sm">
            <span className="font-semibold">SCRA protection period: </span>
            {`${formatDisplayDate(data.militaryProtection.startOn)} – ${data.militaryProtection.endOn ? formatDisplayDate(data.militaryProtection.endOn) : 'end of active duty not reported'}`}
            {data.militaryProtection.active
              ? '. Interest above 6% may not be charged during active duty (SCRA).'
              : '. The period is over.'}
          </p>
        )}
        {data && data.active.length === 0 && (
          <p className="text-gray-700 text-sm">No scrub flag is on this account.</p>
        )}
        {data && data.active.length > 0 && (
          <ul className="space-y-2">
            {data.active.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-gray-200 p-3"
              >
                <div className="min-w-0 space-y-1">
                  <StatusBadge label={SCRUB_FLAG_LABELS[s.flag]} tone={SCRUB_FLAG_TONES[s.flag]} />
                  <p className="break-words text-gray-700 text-sm">{detailsOf(s)}</p>
                </div>
                {user && LIFTS.has(user.role) && (
                  <Button variant="ghost" size="sm" onClick={() => setLifting(s)}>
                    Lift
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RecordScrubDialog accountId={accountId} open={adding} onClose={() => setAdding(false)} />
      <LiftScrubDialog accountId={accountId} scrub={lifting} onClose={() => setLifting(null)} />
    </Card>
  );
}

function RecordScrubDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: number;
  open: boolean;
  onClose(): void;
}) {
  const record = useRecordScrub(accountId);
  // The attorney's line and address redirect calls and letters: staff record them (decision 0102).
  const contactByStaff = LIFTS.has(useAuth().user?.role ?? '');
  const [flag, setFlag] = useState<ScrubFlag>('attorney_represented');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: string) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const close = () => {
    setFields({});
    setError(null);
    onClose();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    record.mutate(
      { flag, ...fields },
      {
        onSuccess: close,
        onError: (e) => setError(errorMessage(e, 'The flag could not be recorded. Please try again.')),
      },
    );
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogTitle>Record a scrub flag</DialogTitle>
        <DialogDescription>
          The account is then not called, texted, e-mailed, written to or charged until staff lift the flag.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <SelectField
            label="Flag"
            value={flag}
            onChange={(e) => setFlag(e.target.value as ScrubFlag)}
            options={SCRUB_FLAGS.map((f) => ({ value: f, label: SCRUB_FLAG_LABELS[f] }))}
          />
          <TextField
            label={SCRUB_DATE_LABELS[flag]}
            type="date"
            value={fields.date ?? ''}
            onChange={set('date')}
          />
          {flag === 'military_active_duty' && (
            <TextField
              label="Active duty end"
              type="date"
              value={fields.endDate ?? ''}
              onChange={set('endDate')}
            />
          )}
          {flag === 'bankruptcy' && (
            <>
              <TextField
                label="Chapter (7, 11, 12 or 13)"
                value={fields.chapter ?? ''}
                onChange={set('chapter')}
              />
              <TextField label="Case number" value={fields.caseNumber ?? ''} onChange={set('caseNumber')} />
            </>
          )}
          {flag === 'attorney_represented' && (
            <>
              <TextField
                label="Attorney’s name"
                value={fields.attorneyName ?? ''}
                onChange={set('attorneyName')}
              />
              {contactByStaff ? (
                <>
                  <TextField
                    label="Attorney’s phone"
                    type="tel"
                    value={fields.attorneyPhone ?? ''}
                    onChange={set('attorneyPhone')}
                  />
                  <TextField
                    label="Attorney’s address"
                    value={fields.attorneyAddress ?? ''}
                    onChange={set('attorneyAddress')}
                  />
                </>
              ) : (
                <p className="text-gray-700 text-sm">{SCRUB_MESSAGES.attorneyContactByStaff}.</p>
              )}
            </>
          )}
          <TextField label="Note (optional)" value={fields.note ?? ''} onChange={set('note')} />
          {error && (
            <p role="alert" className="text-danger-700 text-sm">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              Record flag
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function LiftScrubDialog({
  accountId,
  scrub,
  onClose,
}: {
  accountId: number;
  scrub: AccountScrub | null;
  onClose(): void;
}) {
  const clear = useClearScrub(accountId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!scrub) return;
    clear.mutate(
      { scrubId: scrub.id, reason },
      {
        onSuccess: close,
        onError: (e) => setError(errorMessage(e, 'The flag could not be lifted. Please try again.')),
      },
    );
  }
  return (
    <Dialog open={scrub !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogTitle>{scrub ? `Lift: ${SCRUB_FLAG_LABELS[scrub.flag]}` : 'Lift'}</DialogTitle>
        <DialogDescription>
          Contact and charges resume once no other flag holds the account. Say why.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={clear.isPending}>
              Lift flag
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
