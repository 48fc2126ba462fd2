import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the dialog closes without confirming (Cancel, Escape, the corner X). */
  onOpenChange: (open: boolean) => void;
  /** A question naming the action: "Approve remittance #12?". */
  title: string;
  /** What happens, in a sentence; says when it cannot be undone. */
  description: ReactNode;
  /** The facts to check before confirming, shown as term and value: the amount, who is affected. */
  facts?: ReadonlyArray<readonly [term: string, value: ReactNode]>;
  /** The confirm button's words: the action itself ("Approve $125.70"), never "OK". */
  confirmLabel: string;
  /** The confirm button's words while the action runs. */
  pendingLabel?: string;
  /** Keep the dialog's own first choice safe: Cancel is focused first, never the action. */
  onConfirm: () => void;
  pending?: boolean;
  /** The server's refusal, shown in the dialog so the user can cancel or try again. */
  error?: string;
  /** danger for what takes money back or ends something; primary for what sends money on. */
  tone?: 'primary' | 'danger';
  cancelLabel?: string;
  /** Fields the action needs besides the yes (a reason, a note), under the facts. */
  children?: ReactNode;
  /** The confirm button waits for those fields (a reason not given yet). */
  confirmDisabled?: boolean;
}

/**
 * The one confirmation for actions that move money or end something (decision 0115): a modal that
 * names the action, the amount and who is affected, with Cancel first and the action's own words on
 * the confirm button. Nothing happens until Confirm; Cancel, Escape and the X change nothing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  facts = [],
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending = false,
  error,
  tone = 'primary',
  cancelLabel = 'Cancel',
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        // Cancel, not the action, takes the focus when the dialog opens.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)
            ?.querySelector<HTMLElement>('[data-confirm-cancel]')
            ?.focus();
        }}
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {facts.length > 0 && (
          <dl className="mt-4 divide-y divide-gray-100 rounded-lg border border-gray-200">
            {facts.map(([term, value]) => (
              <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-3 py-2">
                <dt className="text-gray-600 text-sm">{term}</dt>
                <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children && <div className="mt-4 space-y-4">{children}</div>}
        {error && (
          <Alert tone="danger" className="mt-4">
            {error}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending} data-confirm-cancel="">
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={tone} onClick={onConfirm} disabled={pending || confirmDisabled}>
            {pending ? (pendingLabel ?? `${confirmLabel}…`) : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
