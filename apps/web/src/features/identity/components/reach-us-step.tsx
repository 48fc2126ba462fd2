import { phoneHref } from '@arrears/domain';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';

/**
 * After "None of these is my address": the check has failed, so the way forward is a person at the
 * agency. Stays on screen (a toast would vanish while someone is looking for a pen).
 */
export function ReachUsStep({ message, onStartOver }: { message: string; onStartOver: () => void }) {
  const brand = useBrand();
  const { t } = useTranslation('identity');
  return (
    <div className="space-y-5">
      <div
        role="alert"
        className="rounded-lg border border-warning-200 bg-warning-50 px-4 py-4 text-warning-800"
      >
        <h2 className="font-semibold text-base">{t('reachUs.title')}</h2>
        <p className="mt-1 text-sm">{message}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={phoneHref(brand.phone)} className={buttonClasses({ className: 'sm:flex-1' })}>
          <Phone className="size-4" aria-hidden="true" />
          {t('reachUs.call', { phone: brand.phone })}
        </a>
        <Button variant="outline" onClick={onStartOver} className="sm:flex-1">
          {t('address.startOver')}
        </Button>
      </div>
    </div>
  );
}
