import { zodResolver } from '@hookform/resolvers/zod';
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { debtorKey } from './api/debtor-keys';
import { notifyFailure, notifySuccess } from './notify';

interface UpdateDialogOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  debtorId: number;
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  mutation: UseMutationResult<unknown, unknown, z.output<Schema>>;
  onOpenChange: (open: boolean) => void;
  /** The success toast's title. */
  success: string;
  /** The failure toast's title and fallback text. */
  failure: { title: string; description: string };
}

/**
 * What the update phone, e-mail and address dialogs share: the form, closing (which clears it), and
 * a submit that toasts, refreshes the debtor and closes on success.
 */
export function useUpdateDialog<Schema extends z.ZodType<FieldValues, FieldValues>>(
  options: UpdateDialogOptions<Schema>,
) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // zodResolver's overloads cannot see through a generic schema; the form's types come from it.
    resolver: zodResolver(options.schema as never) as unknown as Resolver<
      z.input<Schema>,
      unknown,
      z.output<Schema>
    >,
    defaultValues: options.defaultValues,
  });
  const close = (next: boolean) => {
    if (!next) form.reset(options.defaultValues);
    options.onOpenChange(next);
  };
  const submit = form.handleSubmit((body) =>
    options.mutation.mutate(body, {
      onSuccess: () => {
        notifySuccess(options.success);
        void queryClient.invalidateQueries({ queryKey: debtorKey(options.debtorId) });
        close(false);
      },
      onError: (error) => notifyFailure(options.failure, error),
    }),
  );
  return { form, errors: form.formState.errors, close, submit, saving: options.mutation.isPending };
}
