import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/ui/use-toast';
import { displayValue } from './account-display';
import type { AccountRecord } from './api/account-types';
import { useUpdateAccountMutation } from './api/update-account';
import { type AccountEditChanges, AccountEditForm } from './components/account-edit-form';
import { AccountScreen } from './components/account-screens';

/** Toasts of an account save: 4 s on success, 5 s on failure (docs/product/accounts-import.md). */
export const ACCOUNT_SAVE_TOASTS = {
  success: { title: 'Success', description: 'Account updated successfully.', duration: 4_000 },
  failure: { title: 'Error', description: 'Failed to update account. Please try again.', duration: 5_000 },
} as const;

/** The field messages of a 400 answer (`issues: [{ path, message }]`), keyed by field. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { issues?: Array<{ path?: string; message?: string }> };
    return Object.fromEntries(
      (body.issues ?? [])
        .filter((i) => i.path && i.message)
        .map((i) => [i.path as string, i.message as string]),
    );
  } catch {
    return {};
  }
}

function AccountEdit({ account, id }: { account: AccountRecord; id: string }) {
  const navigate = useNavigate();
  const mutation = useUpdateAccountMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const save = async (changes: AccountEditChanges) => {
    setServerErrors({});
    try {
      await mutation.mutateAsync({ id, changes });
      toast({ ...ACCOUNT_SAVE_TOASTS.success, variant: 'success' });
      void navigate(`/admin/accounts/${id}`);
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      toast({ ...ACCOUNT_SAVE_TOASTS.failure, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <Link
        to={`/admin/accounts/${id}`}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Account
      </Link>
      <div>
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">Edit Account</h1>
        <p className="mt-1 text-gray-700">
          {`${displayValue(account, 'full_name')} · Account ${displayValue(account, 'account_number')}`}
        </p>
      </div>
      <AccountEditForm
        account={account}
        id={id}
        saving={mutation.isPending}
        onSave={save}
        serverErrors={serverErrors}
      />
    </div>
  );
}

/** /admin/accounts/{id}/edit: the edit form (docs/product/accounts-import.md); after saving, back to the account. */
export function AccountEditPage() {
  return <AccountScreen>{(account, id) => <AccountEdit account={account} id={id} />}</AccountScreen>;
}
