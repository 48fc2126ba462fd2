import {
  centsToNumber,
  isExpired,
  PAYMENT_MESSAGES,
  type TestChargeResult,
  type testChargeBodySchema,
} from '@arrears/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import { transactionOf } from './card-payment-result';
import type { Caller } from './card-payments.service';

export type TestChargeInput = z.output<typeof testChargeBodySchema>;

/**
 * /test-payment (docs/product/payments.md): a charge on the sandbox gateway only, touching no account; the page
 * keeps the outcomes. Each one is a security event, so the dashboard shows who tried which card.
 */
export async function testCharge(
  deps: AppDeps,
  req: { caller: Caller; origin: RequestOrigin; input: TestChargeInput },
): Promise<TestChargeResult> {
  if (deps.cardGateway.name !== 'sandbox') throw new HttpError(409, PAYMENT_MESSAGES.testPaymentsSandboxOnly);
  const body = req.input;
  if (isExpired(body.expMonth, body.expYear, new Date(deps.clock()))) {
    throw new HttpError(400, PAYMENT_MESSAGES.expired);
  }
  const sale = await deps.cardGateway.sale({
    invoice: body.invoice,
    amountCents: body.amount,
    description: 'Test payment',
    card: {
      cardholder: `${body.billingInfo.firstName} ${body.billingInfo.lastName}`,
      number: body.cardNumber,
      expMonth: body.expMonth,
      expYear: body.expYear,
      cvc: body.cvv,
    },
  });
  const success = sale.outcome === 'approved' || sale.outcome === 'partial';
  await recordSecurityEvent(deps.db, {
    type: 'test_payment',
    success: true,
    description: `Sandbox test payment: ${sale.result}`,
    origin: req.origin,
    user: req.caller,
    riskLevel: 'LOW',
  });
  return {
    success,
    message: success ? PAYMENT_MESSAGES.approved : (sale.errorMessage ?? PAYMENT_MESSAGES.declinedFallback),
    amount: centsToNumber(success ? sale.approvedAmountCents : body.amount),
    transaction: transactionOf(sale),
  };
}
