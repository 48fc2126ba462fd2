import { useTranslation } from 'react-i18next';
import { FooterContact, FooterCopyright, type FooterLink, FooterLinks, FooterSection } from './footer-parts';

const QUICK_LINKS: readonly FooterLink[] = [
  { to: '/', labelKey: 'footer.marketing.home' },
  { to: '/about', labelKey: 'footer.marketing.about' },
  { to: '/quick-access', labelKey: 'footer.marketing.payBill' },
  { to: '/dispute-quick-access', labelKey: 'footer.marketing.disputeBill' },
  { to: '/text-opt-in', labelKey: 'footer.marketing.textOptIn' },
  { to: '/register', labelKey: 'footer.marketing.register' },
];

export const LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/privacy', labelKey: 'footer.legal.privacy' },
  { to: '/terms', labelKey: 'footer.legal.terms' },
  { to: '/cookie-policy', labelKey: 'footer.legal.cookiePolicy' },
  { to: '/sms-terms', labelKey: 'footer.legal.smsTerms' },
  { to: '/refund-policy', labelKey: 'footer.legal.refundPolicy' },
  { to: '/terms-of-service', labelKey: 'footer.marketing.termsOfService' },
];

const SERVICES = [
  { heading: 'consulting', items: ['receivablesAssessment', 'strategyDevelopment', 'staffTraining'] },
  { heading: 'collections', items: ['specialisedStrategies', 'skipTracing', 'reporting'] },
] as const;

/**
 * The marketing footer (docs/product/public-site.md): quick links, services, contact and legal links.
 * Only on the marketing pages; a debtor gets DebtorFooter (docs/decisions/0046).
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="bg-brand-950 text-gray-300" data-testid="site-footer" data-footer="marketing">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1fr_1fr_1.3fr_1fr]">
        <FooterSection title={t('footer.marketing.quickLinksTitle')}>
          <FooterLinks links={QUICK_LINKS} />
        </FooterSection>

        <FooterSection title={t('footer.marketing.servicesTitle')}>
          <div className="space-y-4">
            {SERVICES.map((group) => (
              <div key={group.heading}>
                <h3 className="font-medium text-white">{t(`footer.marketing.${group.heading}`)}</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {group.items.map((item) => (
                    <li key={item}>{t(`footer.marketing.${item}`)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </FooterSection>

        <FooterSection title={t('footer.marketing.contactTitle')}>
          <FooterContact />
        </FooterSection>

        <FooterSection title={t('footer.marketing.legalTitle')}>
          <FooterLinks links={LEGAL_LINKS} />
        </FooterSection>
      </div>
      <FooterCopyright />
    </footer>
  );
}
