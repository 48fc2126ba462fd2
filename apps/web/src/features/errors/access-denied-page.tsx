import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';

export const ACCESS_DENIED_TEXT =
  "You don't have permission to access this page. This area is restricted to authorized personnel only.";

/** Shown by the route guards when the signed-in role is not allowed (spec 1 §6). */
export function AccessDeniedPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <ShieldX className="size-14 text-danger-700" aria-hidden="true" />
      <h1 className="mt-4 font-bold text-3xl text-gray-900">Access Denied</h1>
      <p className="mt-3 text-gray-700">{ACCESS_DENIED_TEXT}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back Home
      </Link>
    </section>
  );
}
