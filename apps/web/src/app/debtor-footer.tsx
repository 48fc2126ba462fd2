import { useAuth } from '@/features/auth';
import { FooterContact, FooterCopyright, type FooterLink, FooterLinks, FooterSection } from './footer-parts';

/**
 * A signed-in debtor's own pages; a visitor gets the ways in without a login. Worded apart from the
 * pages' own buttons ("Make a Payment", "Pay Bill"), so each name on a page leads to one place.
 */
const SIGNED_IN_LINKS: readonly FooterLink[] = [
  { to: '/debtor', label: 'Account overview' },
  { to: '/payment-center', label: 'Pay online' },
  { to: '/payment-plan', label: 'Pay in installments' },
  { to: '/payment-history', label: 'Past payments' },
  { to: '/dispute-portal', label: 'Question a debt' },
  { to: '/documents', label: 'Letters and statements' },
];
const VISITOR_LINKS: readonly FooterLink[] = [
  { to: '/quick-access', label: 'Pay online' },
  { to: '/dispute-quick-access', label: 'Question a debt' },
  { to: '/login', label: 'Log in with your username' },
  { to: '/text-opt-in', label: 'Text message updates' },
];

/** The notices a debtor may need: the Terms of Use carry the right to dispute and to validation. */
const RIGHTS_LINKS: readonly FooterLink[] = [
  { to: '/terms-of-service', label: 'Your rights as a consumer' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/sms-terms', label: 'SMS Terms' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

/**
 * The footer of the debtor's pages (docs/decisions/0046): how to reach a person first (phone and hours),
 * then the debtor's own pages and the notices about their rights. No sales list of the agency's services.
 */
export function DebtorFooter() {
  const { user } = useAuth();
  const signedIn = user?.role === 'debtor';
  return (
    <footer className="bg-brand-950 text-gray-300" data-testid="site-footer" data-footer="debtor">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr]">
        <FooterSection title="Contact Us">
          <p className="mb-4 text-gray-200">Questions about your account? Talk to a person:</p>
          <FooterContact />
        </FooterSection>

        <FooterSection title="Your Account">
          <FooterLinks links={signedIn ? SIGNED_IN_LINKS : VISITOR_LINKS} />
        </FooterSection>

        <FooterSection title="Your Rights and Notices">
          <FooterLinks links={RIGHTS_LINKS} />
        </FooterSection>
      </div>
      <FooterCopyright />
    </footer>
  );
}
