import { ACH_FEE } from '@arrears/domain';
import { Info } from 'lucide-react';
import { usePaymentWords } from '../payment-words';

/** docs/product/payments.md: the merchant-approval banner and its feature list. */
export function MerchantBanner() {
  const { t } = usePaymentWords();
  const features = [
    t('merchant.tokenised'),
    t('merchant.kinds'),
    t('merchant.balanceUpdates'),
    t('merchant.achFee', { fee: ACH_FEE }),
    t('merchant.pci'),
  ];
  return (
    <section
      aria-labelledby="merchant-banner-title"
      className="rounded-xl border border-info-200 bg-info-50 p-4 text-info-700"
    >
      <h2 id="merchant-banner-title" className="flex items-center gap-2 font-semibold">
        <Info className="size-5 shrink-0" aria-hidden="true" />
        {t('merchant.title')}
      </h2>
      <p className="mt-1 text-sm">{t('merchant.text')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
