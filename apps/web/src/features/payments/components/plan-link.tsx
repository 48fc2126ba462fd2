import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';

/** The way from a one-time payment to a plan, for a debtor who cannot pay it all at once. */
export function PlanLink() {
  return (
    <p className="flex items-start gap-2 text-gray-700">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span>
        Can't pay it all at once?{' '}
        <Link to="/payment-plan" className="font-medium text-brand-700 underline underline-offset-2">
          Set up a payment plan
        </Link>
      </span>
    </p>
  );
}
