import { FooterContact, FooterCopyright, type FooterLink, FooterLinks, FooterSection } from './footer-parts';

const QUICK_LINKS: readonly FooterLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/quick-access', label: 'Pay Bill' },
  { to: '/dispute-quick-access', label: 'Dispute Bill' },
  { to: '/text-opt-in', label: 'Text Message Opt-In' },
  { to: '/register', label: 'Register' },
];

export const LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/sms-terms', label: 'SMS Terms' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];

const SERVICES = [
  { heading: 'Consulting', items: ['Receivables assessment', 'Strategy development', 'Staff training'] },
  { heading: 'Collections', items: ['Specialised strategies', 'Skip tracing', 'Reporting'] },
] as const;

/**
 * The marketing footer (docs/product/public-site.md): quick links, services, contact and legal links.
 * Only on the marketing pages; a debtor gets DebtorFooter (docs/decisions/0046).
 */
export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-gray-300" data-testid="site-footer" data-footer="marketing">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1fr_1fr_1.3fr_1fr]">
        <FooterSection title="Quick Links">
          <FooterLinks links={QUICK_LINKS} />
        </FooterSection>

        <FooterSection title="Services">
          <div className="space-y-4">
            {SERVICES.map((group) => (
              <div key={group.heading}>
                <h3 className="font-medium text-white">{group.heading}</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </FooterSection>

        <FooterSection title="Contact">
          <FooterContact />
        </FooterSection>

        <FooterSection title="Legal">
          <FooterLinks links={LEGAL_LINKS} />
        </FooterSection>
      </div>
      <FooterCopyright />
    </footer>
  );
}
