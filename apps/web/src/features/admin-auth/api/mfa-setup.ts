import type { MfaSetupResponse } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/mfa/setup: a new secret (as a QR image) and 10 backup codes, not active until verified. */
export function startMfaSetup(): Promise<MfaSetupResponse> {
  return apiJson<MfaSetupResponse>('POST', '/api/mfa/setup');
}

export function useMfaSetupMutation() {
  return useMutation<MfaSetupResponse, Error, void>({ mutationFn: startMfaSetup });
}
