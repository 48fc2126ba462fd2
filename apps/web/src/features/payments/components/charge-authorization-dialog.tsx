import { cardEnding, consumerAuthorizationWords, formatCents } from '@arrears/domain';
import { useId, useState } from 'react';
import { useBrand } from '@/lib/public-config';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';

export interface ChargeToConfirm {
  amountCents: number;
  cardNumber: string;
  accountNumber: string;
}

/**
 * Before an agent charges a card over the phone: the words to read to the consumer, and their yes.
 * Charge stays disabled until "The consumer said yes" is ticked; Cancel charges nothing.
 */
export function ChargeAuthorizationDialog({
  charge,
  onCancel,
  onConfirm,
}: {
  charge: ChargeToConfirm | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={charge !== null} onOpenChange={(open) => !open && onCancel()}>
      {charge && <ChargeAuthorizationContent charge={charge} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

// Its own component so the tick starts empty each time the dialog opens.
function ChargeAuthorizationContent({
  charge,
  onCancel,
  onConfirm,
}: {
  charge: ChargeToConfirm;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const brand = useBrand();
  const [said, setSaid] = useState(false);
  const checkId = useId();
  const amount = formatCents(charge.amountCents);
  const words = consumerAuthorizationWords({
    companyName: brand.companyName,
    amount,
    cardNumber: charge.cardNumber,
    accountNumber: charge.accountNumber,
  });
  return (
    <DialogContent className="max-h-[90vh] overflow-y-auto" data-testid="charge-authorization">
      <DialogTitle className="pr-8 break-words">
        Charge {amount} to {cardEnding(charge.cardNumber)}
      </DialogTitle>
      <DialogDescription>Read this to the consumer and wait for their answer:</DialogDescription>
      <blockquote className="mt-3 break-words rounded-lg border-brand-600 border-l-4 bg-gray-50 p-3 text-gray-900">
        {words}
      </blockquote>
      <div className="mt-4 flex items-start gap-3">
        <input
          id={checkId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-600"
          checked={said}
          onChange={(e) => setSaid(e.target.checked)}
        />
        <label htmlFor={checkId} className="font-medium text-gray-900">
          The consumer said yes
        </label>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={!said}>
          Charge
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
