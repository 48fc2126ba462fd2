import type { ProcessPaymentBody, ProcessPaymentResult } from '@arrears/domain';
import { useCallback, useRef, useState } from 'react';
import { processPayment } from './api/process-payment';
import { attemptFor, isUnsettled, newInvoice, type PaymentAttempt } from './payment-attempt';
import type { PaymentFailure } from './payment-failure';

export type PaymentPayload = Omit<ProcessPaymentBody, 'invoice'>;
export type PaymentOutcome = 'approved' | 'failed' | 'ignored';

export interface CardPaymentHandlers {
  onSuccess: (result: ProcessPaymentResult) => void;
  onFailure: (failure: PaymentFailure) => void;
}

/**
 * Sends card payments for one account, one at a time: a second submission while one is in flight
 * is ignored (the ref guards the gap before the disabled button re-renders). The invoice of an
 * attempt whose answer was lost is kept, so re-sending it cannot charge twice.
 */
export function useCardPayment(debtAccountId: number, handlers: CardPaymentHandlers) {
  const inFlight = useRef(false);
  const pending = useRef<PaymentAttempt | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const [processing, setProcessing] = useState(false);

  const submit = useCallback(
    async (payload: PaymentPayload, amountCents: number): Promise<PaymentOutcome> => {
      if (inFlight.current) return 'ignored';
      inFlight.current = true;
      setProcessing(true);
      const attempt = attemptFor(pending.current, JSON.stringify(payload), () => newInvoice(debtAccountId));
      pending.current = attempt;
      const attemptedAt = new Date().toISOString();
      try {
        const result = await processPayment({ ...payload, invoice: attempt.invoice });
        // Unknown outcome at the processor: a re-send of the same payment replays this answer.
        if (result.status !== 'pending_reconciliation') pending.current = null;
        if (result.success) {
          latest.current.onSuccess(result);
          return 'approved';
        }
        latest.current.onFailure({ result, error: null, amountCents, attemptedAt });
        return 'failed';
      } catch (error) {
        if (!isUnsettled(error)) pending.current = null;
        latest.current.onFailure({ result: null, error, amountCents, attemptedAt });
        return 'failed';
      } finally {
        inFlight.current = false;
        setProcessing(false);
      }
    },
    [debtAccountId],
  );

  return { submit, processing };
}
