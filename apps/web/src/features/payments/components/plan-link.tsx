import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { usePaymentWords } from '../payment-words';

/** The way from a one-time payment to a plan, for a debtor who cannot pay it all at once. */
export function PlanLink() {
  const { t } = usePaymentWords();
  return (
    <p className="flex items-start gap-2 text-gray-700">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span>
        {t('planLink.cantPay')}{' '}
        <Link to="/payment-plan" className="font-medium text-brand-700 underline underline-offset-2">
          {t('planLink.setUp')}
        </Link>
      </span>
    </p>
  );
}
