import { phoneHref } from '@arrears/domain';
import { Phone, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button';

/**
 * /register found no account for the details (decision 0044): no login was made, and the page says
 * so where the person is looking, with the two ways on: quick access and a phone call. The server's
 * words are the same for "no match" and "already has a login", so this tells a stranger nothing.
 */
export function RegisterNoMatch({ message }: { message: string }) {
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="register-no-match"
      className="space-y-4 rounded-lg border border-warning-200 bg-warning-50 px-4 py-4 text-warning-800 outline-none"
    >
      <div>
        <h2 className="font-semibold text-base">{t('noMatch.title')}</h2>
        <p className="mt-1 text-sm">
          {t('noMatch.noLogin')} {message}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/quick-access" className={buttonClasses({ className: 'py-2.5 text-center sm:flex-1' })}>
          <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
          {t('noMatch.verify')}
        </Link>
        <a
          href={phoneHref(brand.phone)}
          className={buttonClasses({ variant: 'outline', className: 'py-2.5 text-center sm:flex-1' })}
        >
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          {t('noMatch.call', { phone: brand.phone })}
        </a>
      </div>
    </div>
  );
}
