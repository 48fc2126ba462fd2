import { PAYMENT_MESSAGES as M } from '@arrears/domain';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { downloadReceipt } from '../api/download-receipt';
import { useEmailReceiptMutation } from '../api/email-receipt';
import { usePaymentWords } from '../payment-words';

/** 'Download Receipt' (the PDF) and 'Email Receipt' for an approved payment. */
export function ReceiptButtons({ paymentId }: { paymentId: number }) {
  const { t, messageText } = usePaymentWords();
  const email = useEmailReceiptMutation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(paymentId);
    } catch (error) {
      toast({
        title: t('receipt.downloadFailedTitle'),
        description: messageText(errorMessage(error, t('receipt.downloadFailed'))),
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
          title: messageText(M.receiptSent),
          description: t('receipt.sentTo', { email: sentTo }),
          variant: 'success',
          duration: 4000,
        }),
      onError: (error) =>
        toast({
          title: t('receipt.sendFailedTitle'),
          description: messageText(errorMessage(error, M.receiptSendFailed)),
          variant: 'destructive',
          duration: 5000,
        }),
    });

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
        <Download className="size-4" aria-hidden="true" />
        {downloading ? t('receipt.downloading') : t('receipt.download')}
      </Button>
      <Button variant="outline" size="sm" onClick={send} disabled={email.isPending}>
        <Mail className="size-4" aria-hidden="true" />
        {email.isPending ? t('receipt.sending') : t('receipt.email')}
      </Button>
    </div>
  );
}
