import { phoneHref } from '@arrears/domain';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { usePaymentWords } from '../payment-words';

/**
 * What a signed-in customer with no linked account sees on the home and the payment pages: why,
 * and the two ways forward. Quick access signs in as the account's own portal user; it does not
 * attach the account to the login in use, and the text says so.
 */
export function NoAccounts({ findLabel }: { findLabel?: string }) {
  const brand = useBrand();
  const { t } = usePaymentWords();
  return (
    <Card role="region" aria-labelledby="no-accounts-heading">
      <CardContent className="space-y-4">
        <div className="space-y-2 text-center">
          <h2 id="no-accounts-heading" className="font-semibold text-gray-900 text-xl">
            {t('noAccounts.title')}
          </h2>
          <p className="text-gray-700">{t('noAccounts.text')}</p>
        </div>
        <section aria-labelledby="no-accounts-find" className="space-y-2 rounded-lg bg-gray-50 p-4">
          <h3 id="no-accounts-find" className="font-semibold text-gray-900">
            {t('noAccounts.findTitle')}
          </h3>
          <p className="text-gray-700 text-sm">{t('noAccounts.findText')}</p>
          <Link to="/quick-access" className={buttonClasses({ fullWidth: true })}>
            {findLabel ?? t('noAccounts.findMyAccount')}
          </Link>
        </section>
        <section aria-labelledby="no-accounts-call" className="space-y-2 rounded-lg bg-gray-50 p-4">
          <h3 id="no-accounts-call" className="font-semibold text-gray-900">
            {t('noAccounts.talkTitle')}
          </h3>
          <p className="text-gray-700 text-sm">
            {t('noAccounts.call')}{' '}
            <a href={phoneHref(brand.phone)} className="font-semibold text-brand-700 underline">
              {brand.phone}
            </a>{' '}
            ({t('footer.supportHours', { ns: 'common' })}). {t('noAccounts.letterAtHand')}
          </p>
          <Link to="/#contact" className={buttonClasses({ variant: 'outline', fullWidth: true })}>
            {t('noAccounts.contactUs')}
          </Link>
        </section>
      </CardContent>
    </Card>
  );
}
