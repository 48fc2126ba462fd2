import {
  type RegisterResponse,
  type RegisterWithProofForm,
  toRegisterPayload,
  type User,
} from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './current-user';

/** POST /api/register with the form minus confirmPassword, the proof included (docs/product/sign-in.md, decision 0044). */
export function register(form: RegisterWithProofForm): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', '/api/register', toRegisterPayload(form));
}

export function useRegisterMutation(
  options: { onSuccess?: (answer: RegisterResponse) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<RegisterResponse, Error, RegisterWithProofForm>({
    mutationFn: register,
    onSuccess: (answer) => {
      queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, answer.user);
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
