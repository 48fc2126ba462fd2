import type { TestChargeResult, testChargeBodySchema } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export type TestChargeBody = z.input<typeof testChargeBodySchema>;

/**
 * POST /api/payments/test-charge: a sandbox charge from /test-payment; nothing is recorded on an
 * account. A gateway other than the sandbox answers 409/404 { message }.
 */
export function testCharge(body: TestChargeBody): Promise<TestChargeResult> {
  return apiJson<TestChargeResult>('POST', '/api/payments/test-charge', body);
}

export function useTestChargeMutation() {
  return useMutation({ mutationFn: testCharge });
}
