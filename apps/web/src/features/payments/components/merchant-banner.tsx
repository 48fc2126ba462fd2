import { ACH_FEE } from '@arrears/domain';
import { Info } from 'lucide-react';

const FEATURES = [
  'Tokenised card processing',
  'Full, partial and plan payment',
  'Automatic balance updates',
  `ACH at ${ACH_FEE} per transaction`,
  'PCI compliance',
];

/** docs/product/payments.md: the merchant-approval banner and its feature list. */
export function MerchantBanner() {
  return (
    <section
      aria-labelledby="merchant-banner-title"
      className="rounded-xl border border-info-200 bg-info-50 p-4 text-info-700"
    >
      <h2 id="merchant-banner-title" className="flex items-center gap-2 font-semibold">
        <Info className="size-5 shrink-0" aria-hidden="true" />
        Payment Processing Setup
      </h2>
      <p className="mt-1 text-sm">
        Payment processing setup is pending the card processor's merchant approval.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
