import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { LanguageSwitch } from '@/features/language';
import { FooterContact, FooterCopyright, type FooterLink, FooterLinks, FooterSection } from './footer-parts';

/**
 * A signed-in debtor's own pages; a visitor gets the ways in without a login. Worded apart from the
 * pages' own buttons ("Make a Payment", "Pay Bill"), so each name on a page leads to one place.
 */
const SIGNED_IN_LINKS: readonly FooterLink[] = [
  { to: '/debtor', labelKey: 'footer.debtor.accountOverview' },
  { to: '/payment-center', labelKey: 'footer.debtor.payOnline' },
  { to: '/payment-plan', labelKey: 'footer.debtor.payInInstallments' },
  { to: '/payment-history', labelKey: 'footer.debtor.pastPayments' },
  { to: '/dispute-portal', labelKey: 'footer.debtor.questionDebt' },
  { to: '/documents', labelKey: 'footer.debtor.lettersStatements' },
];
const VISITOR_LINKS: readonly FooterLink[] = [
  { to: '/quick-access', labelKey: 'footer.debtor.payOnline' },
  { to: '/dispute-quick-access', labelKey: 'footer.debtor.questionDebt' },
  { to: '/login', labelKey: 'footer.debtor.logInUsername' },
  { to: '/text-opt-in', labelKey: 'footer.debtor.textUpdates' },
];

/** The notices a debtor may need: the Terms of Use carry the right to dispute and to validation. */
const RIGHTS_LINKS: readonly FooterLink[] = [
  { to: '/terms-of-service', labelKey: 'footer.debtor.yourRights' },
  { to: '/privacy', labelKey: 'footer.legal.privacy' },
  { to: '/sms-terms', labelKey: 'footer.legal.smsTerms' },
  { to: '/refund-policy', labelKey: 'footer.legal.refundPolicy' },
  { to: '/terms', labelKey: 'footer.legal.terms' },
  { to: '/cookie-policy', labelKey: 'footer.legal.cookiePolicy' },
];

/**
 * The footer of the debtor's pages (docs/decisions/0046): how to reach a person first (phone and hours),
 * then the debtor's own pages and the notices about their rights. No sales list of the agency's services.
 */
export function DebtorFooter() {
  const { user } = useAuth();
  const signedIn = user?.role === 'debtor';
  const { t } = useTranslation('common');
  return (
    <footer className="bg-brand-950 text-gray-300" data-testid="site-footer" data-footer="debtor">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr]">
        <FooterSection title={t('footer.debtor.contactTitle')}>
          <p className="mb-4 text-gray-200">{t('footer.debtor.talkToPerson')}</p>
          <FooterContact />
        </FooterSection>

        <FooterSection title={t('footer.debtor.accountTitle')}>
          <FooterLinks links={signedIn ? SIGNED_IN_LINKS : VISITOR_LINKS} />
        </FooterSection>

        <FooterSection title={t('footer.debtor.rightsTitle')}>
          <FooterLinks links={RIGHTS_LINKS} />
        </FooterSection>
      </div>
      <div className="mx-auto max-w-5xl px-2 pb-4 sm:px-4">
        <LanguageSwitch tone="dark" />
      </div>
      <FooterCopyright />
    </footer>
  );
}
