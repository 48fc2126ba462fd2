import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';

/** What the payment pages show when the signed-in customer has no account to pay. */
export function NoAccounts() {
  return (
    <Card>
      <CardContent className="space-y-3 text-center">
        <h2 className="font-semibold text-gray-900 text-xl">No Accounts Found</h2>
        <p className="text-gray-700">
          There is no account linked to your sign-in yet, so there is nothing to pay here.
        </p>
        <Link to="/quick-access" className={buttonClasses({ className: 'mt-2' })}>
          Find My Account
        </Link>
      </CardContent>
    </Card>
  );
}
