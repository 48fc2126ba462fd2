import { type ChannelVerdict, CONTACT_TOAST_MS, complianceBlockSchema } from '@arrears/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/ui/use-toast';
import { debtorKey } from '../api/debtor-keys';
import { notifyFailure } from '../notify';
import { blockedText } from './compliance-format';

/** The verdict of a 409 compliance block (decision 0024), or null for any other failure. */
export function complianceBlockOf(error: unknown): ChannelVerdict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = complianceBlockSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A failed send or dial: a compliance block shows its reason and when it opens in the spec's red
 * toast, and refreshes the debtor so the controls and the snapshot catch up with the server;
 * any other failure is the usual toast with the server message or the fallback.
 */
export function notifyContactFailure(
  message: { title: string; description: string },
  error: unknown,
  queryClient: QueryClient,
  debtorId: number,
) {
  const block = complianceBlockOf(error);
  if (!block) return notifyFailure(message, error);
  toast({
    title: message.title,
    description: blockedText(block, []),
    variant: 'destructive',
    duration: CONTACT_TOAST_MS.error,
  });
  void queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });
}
