import { Spinner } from '@/ui/spinner';
import { usePaymentWords } from '../payment-words';

/** How the card form is laid out: 'page' on the payment pages, 'compact' inside the chat. */
export type CardFormVariant = 'page' | 'compact';

export const CARD_FORM_LOOK: Record<
  CardFormVariant,
  { form: string; inputs: string; amount: string; group: string; legend: string; idPrefix: string }
> = {
  page: {
    form: 'space-y-6',
    inputs: 'space-y-6',
    amount: 'space-y-3',
    group: 'space-y-4',
    legend: 'mb-3 font-semibold text-gray-900',
    idPrefix: 'pay',
  },
  compact: {
    form: 'space-y-4 rounded-xl border border-gray-200 bg-white p-3',
    inputs: 'space-y-4',
    amount: 'space-y-2',
    group: 'space-y-3',
    legend: 'mb-2 font-semibold text-gray-900 text-sm',
    idPrefix: 'chat-pay',
  },
};

/** Shown while the charge is in flight; a page can be left or refreshed, the chat cannot. */
export function ProcessingNotice({ variant }: { variant: CardFormVariant }) {
  const { t } = usePaymentWords();
  if (variant === 'compact')
    return (
      <p className="flex items-center gap-2 text-brand-800 text-sm">
        <Spinner label={t('form.processingLabel')} className="shrink-0" />
        {t('form.processingWait')}
      </p>
    );
  return (
    <div className="flex items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-brand-800">
      <Spinner label={t('form.processingLabel')} className="shrink-0" />
      <p>{t('form.processingStay')}</p>
    </div>
  );
}
