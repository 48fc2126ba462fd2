import { LETTER_TEMPLATE_LABELS, LETTER_TEMPLATES, type LetterTemplate } from '@arrears/domain';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useAccountAssignees, useBulkAssign, useBulkLetters } from '../api/bulk-actions';

const POOL = 'pool';
const selectClasses =
  'block min-h-9 rounded-md border border-gray-300 bg-white px-2 text-gray-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

export interface BulkOutcome {
  tone: 'success' | 'warning' | 'danger';
  title: string;
  /** One line per account the rules refused, with the reason. */
  lines?: string[];
}

export interface AccountsBulkActionsProps {
  selectedIds: number[];
  /** "ACC-100003 Maria Garcia" for the refusal lines (the rows on screen; others by number). */
  describe: (id: number) => string;
  onDone: (outcome: BulkOutcome, clearSelection: boolean) => void;
}

/** Assign the selected accounts, or queue one letter type for each (decision 0113). */
export function AccountsBulkActions({ selectedIds, describe, onDone }: AccountsBulkActionsProps) {
  const assignees = useAccountAssignees();
  const assign = useBulkAssign();
  const letters = useBulkLetters();
  const [assignee, setAssignee] = useState('');
  const [template, setTemplate] = useState<LetterTemplate | ''>('');
  const assignId = useId();
  const letterId = useId();
  const count = selectedIds.length;
  const accountsWord = count === 1 ? 'account' : 'accounts';

  const runAssign = () => {
    if (!assignee) return;
    const userId = assignee === POOL ? null : Number(assignee);
    const who =
      userId === null
        ? 'the unassigned pool'
        : (assignees.data?.find((a) => a.id === userId)?.name ?? `user ${userId}`);
    assign.mutate(
      { accountIds: selectedIds, userId },
      {
        onSuccess: (result) =>
          onDone(
            {
              tone: 'success',
              title: `${count} ${accountsWord} assigned to ${who} (${result.changed} changed, the rest already were).`,
            },
            true,
          ),
        onError: (error) =>
          onDone(
            { tone: 'danger', title: errorMessage(error, 'The accounts could not be assigned.') },
            false,
          ),
      },
    );
  };

  const runLetters = () => {
    if (!template) return;
    letters.mutate(
      { accountIds: selectedIds, template, language: 'en' },
      {
        onSuccess: (result) => {
          const label = LETTER_TEMPLATE_LABELS[template];
          const queued = `${result.queued.length} ${label.toLowerCase()}${result.queued.length === 1 ? '' : 's'} queued for print`;
          if (result.refused.length === 0) {
            onDone({ tone: 'success', title: `${queued}.` }, true);
            return;
          }
          onDone(
            {
              tone: 'warning',
              title: `${queued}; ${result.refused.length} ${result.refused.length === 1 ? 'account was' : 'accounts were'} refused:`,
              lines: result.refused.map((r) => `${describe(r.accountId)}: ${r.message}`),
            },
            // The refused ones stay selected, to look at or try again once the reason is cleared.
            false,
          );
        },
        onError: (error) =>
          onDone({ tone: 'danger', title: errorMessage(error, 'The letters could not be queued.') }, false),
      },
    );
  };

  return (
    <>
      <label htmlFor={assignId} className="sr-only">
        Assign to
      </label>
      <select
        id={assignId}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        className={selectClasses}
      >
        <option value="">Assign to…</option>
        <option value={POOL}>Unassigned pool</option>
        {(assignees.data ?? []).map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.name} (${a.role})`}
          </option>
        ))}
      </select>
      <Button size="sm" onClick={runAssign} disabled={!assignee || assign.isPending}>
        {assign.isPending ? 'Assigning…' : `Assign ${count}`}
      </Button>
      <label htmlFor={letterId} className="sr-only">
        Letter
      </label>
      <select
        id={letterId}
        value={template}
        onChange={(event) => setTemplate(event.target.value as LetterTemplate | '')}
        className={selectClasses}
      >
        <option value="">Letter…</option>
        {LETTER_TEMPLATES.map((t) => (
          <option key={t} value={t}>
            {LETTER_TEMPLATE_LABELS[t]}
          </option>
        ))}
      </select>
      <Button size="sm" variant="outline" onClick={runLetters} disabled={!template || letters.isPending}>
        {letters.isPending ? 'Queueing…' : 'Queue letters'}
      </Button>
    </>
  );
}

/** The outcome of the last bulk action, over the table. */
export function BulkOutcomeAlert({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  return (
    <Alert tone={outcome.tone}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p>{outcome.title}</p>
          {outcome.lines && (
            <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="bulk-refused">
              {outcome.lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded px-1 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Dismiss
        </button>
      </div>
    </Alert>
  );
}
