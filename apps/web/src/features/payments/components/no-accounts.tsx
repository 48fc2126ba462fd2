import { phoneHref, SUPPORT_HOURS } from '@arrears/domain';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';

/**
 * What a signed-in customer with no linked account sees on the home and the payment pages: why,
 * and the two ways forward. Quick access signs in as the account's own portal user; it does not
 * attach the account to the login in use, and the text says so.
 */
export function NoAccounts({ findLabel = 'Find My Account' }: { findLabel?: string }) {
  const brand = useBrand();
  return (
    <Card role="region" aria-labelledby="no-accounts-heading">
      <CardContent className="space-y-4">
        <div className="space-y-2 text-center">
          <h2 id="no-accounts-heading" className="font-semibold text-gray-900 text-xl">
            No Accounts Found
          </h2>
          <p className="text-gray-700">
            No account is linked to this login yet, so there is no balance to show or pay here.
          </p>
        </div>
        <section aria-labelledby="no-accounts-find" className="space-y-2 rounded-lg bg-gray-50 p-4">
          <h3 id="no-accounts-find" className="font-semibold text-gray-900">
            Find your account
          </h3>
          <p className="text-gray-700 text-sm">
            Have the last 4 digits of your Social Security number and your date of birth ready. This signs you
            in to your account; it does not add the account to the login you are using now.
          </p>
          <Link to="/quick-access" className={buttonClasses({ fullWidth: true })}>
            {findLabel}
          </Link>
        </section>
        <section aria-labelledby="no-accounts-call" className="space-y-2 rounded-lg bg-gray-50 p-4">
          <h3 id="no-accounts-call" className="font-semibold text-gray-900">
            Or talk to us
          </h3>
          <p className="text-gray-700 text-sm">
            Call{' '}
            <a href={phoneHref(brand.phone)} className="font-semibold text-brand-700 underline">
              {brand.phone}
            </a>{' '}
            ({SUPPORT_HOURS}). Have the letter we sent you at hand.
          </p>
          <Link to="/#contact" className={buttonClasses({ variant: 'outline', fullWidth: true })}>
            Contact Us
          </Link>
        </section>
      </CardContent>
    </Card>
  );
}
