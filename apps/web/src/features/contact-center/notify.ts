import { CONTACT_TOAST_MS } from '@arrears/domain';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/ui/use-toast';

/** A success toast of docs/product/contact-center.md (4 s). */
export function notifySuccess(title: string, description?: string) {
  toast({ title, description, variant: 'success', duration: CONTACT_TOAST_MS.success });
}

/** The server's words for a failed call: its { message } or { error }, else the fallback. */
export function serverText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown; error?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // Not JSON: the fallback says it better than a proxy's HTML page.
    }
  }
  return fallback;
}

/** A red toast of docs/product/contact-center.md (5 s; pass 4 s for a dial-pad digit) with the server message or the fallback. */
export function notifyFailure(
  message: { title: string; description: string },
  error: unknown,
  duration: number = CONTACT_TOAST_MS.error,
) {
  toast({
    title: message.title,
    description: serverText(error, message.description),
    variant: 'destructive',
    duration,
  });
}
