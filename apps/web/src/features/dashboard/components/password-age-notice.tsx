import { Link } from 'react-router';
import { usePasswordStatusQuery } from '@/features/admin-auth';
import { Alert } from '@/ui/alert';

const linkClasses = 'font-semibold underline underline-offset-2 hover:no-underline';

/**
 * The password age notices (docs/product/dashboard.md): a required change when needsUpdate, a softer reminder in
 * the warning period; nothing while the status loads, when it is fine, or when the call fails.
 */
export function PasswordAgeNotice() {
  const { data } = usePasswordStatusQuery();
  if (!data || (!data.needsUpdate && !data.warningPeriod)) return null;
  const age = data.passwordAge === 1 ? '1 day' : `${data.passwordAge} days`;
  if (data.needsUpdate) {
    return (
      <Alert tone="warning" className="border-l-4 border-l-warning-600">
        <p className="font-semibold">Password update required</p>
        <p className="mt-1">
          {`Your password is ${age} old and must be changed. `}
          <Link to="/admin/change-password" className={linkClasses}>
            Change your password now
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      {`Your password is ${age} old. Please change it soon. `}
      <Link to="/admin/change-password" className={linkClasses}>
        Change password
      </Link>
    </Alert>
  );
}
