import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';

/**
 * The session's words (docs/product/sign-in.md; the warning's are shared by the dialog and the toast beside it): in the site's language for a debtor, always English for staff (the back office
 * stays English, decision 0072).
 */
export function useSessionText() {
  const isDebtor = useAuth().user?.role === 'debtor';
  return useTranslation('session', isDebtor ? undefined : { lng: 'en' }).t;
}
