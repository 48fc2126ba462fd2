import { PAYMENT_MESSAGES as M } from '@arrears/domain';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { downloadReceipt } from '../api/download-receipt';
import { useEmailReceiptMutation } from '../api/email-receipt';

/** 'Download Receipt' (the PDF) and 'Email Receipt' for an approved payment. */
export function ReceiptButtons({ paymentId }: { paymentId: number }) {
  const email = useEmailReceiptMutation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(paymentId);
    } catch (error) {
      toast({
        title: 'Receipt Download Failed',
        description: errorMessage(error, 'Could not download the receipt. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  const send = () =>
    email.mutate(paymentId, {
      onSuccess: ({ sentTo }) =>
        toast({
          title: M.receiptSent,
          description: `Your receipt was sent to ${sentTo}.`,
          variant: 'success',
          duration: 4000,
        }),
      onError: (error) =>
        toast({
          title: 'Receipt Send Failed',
          description: errorMessage(error, M.receiptSendFailed),
          variant: 'destructive',
          duration: 5000,
        }),
    });

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
        <Download className="size-4" aria-hidden="true" />
        {downloading ? 'Downloading...' : 'Download Receipt'}
      </Button>
      <Button variant="outline" size="sm" onClick={send} disabled={email.isPending}>
        <Mail className="size-4" aria-hidden="true" />
        {email.isPending ? 'Sending...' : 'Email Receipt'}
      </Button>
    </div>
  );
}
