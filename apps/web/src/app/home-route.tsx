import { isBackOffice } from '@arrears/domain';
import { Navigate } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { HomePage } from '@/features/marketing/home-page';

/** The home page; admin and staff are sent on to the back office (docs/product/public-site.md). */
export function HomeRoute() {
  const { user } = useAuth();
  if (user && isBackOffice(user.role)) return <Navigate to="/admin" replace />;
  return <HomePage />;
}
