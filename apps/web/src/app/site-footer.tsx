import { brandPostalAddress, phoneHref, SUPPORT_HOURS } from '@arrears/domain';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/quick-access', label: 'Pay Bill' },
  { to: '/dispute-quick-access', label: 'Dispute Bill' },
  { to: '/text-opt-in', label: 'Text Message Opt-In' },
  { to: '/register', label: 'Register' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/sms-terms', label: 'SMS Terms' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;

const SERVICES = [
  { heading: 'Consulting', items: ['Receivables assessment', 'Strategy development', 'Staff training'] },
  { heading: 'Collections', items: ['Specialised strategies', 'Skip tracing', 'Reporting'] },
] as const;

const linkClasses = 'rounded-sm text-gray-300 underline-offset-4 hover:text-white hover:underline';

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-white uppercase tracking-wide">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function FooterLinks({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClasses}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Quick links, services, contact and legal links (docs/product/public-site.md). */
export function SiteFooter() {
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-gray-300" data-testid="site-footer">
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
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={phoneHref(brand.phone)} className={linkClasses}>
                {brand.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${brand.email}`} className={`${linkClasses} break-all`}>
                {brand.email}
              </a>
            </p>
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{brandPostalAddress(brand)}</span>
            </p>
            <p className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{SUPPORT_HOURS}</span>
            </p>
          </address>
        </FooterSection>

        <FooterSection title="Legal">
          <FooterLinks links={LEGAL_LINKS} />
        </FooterSection>
      </div>
      <div className="border-white/10 border-t">
        <p className="mx-auto max-w-5xl px-4 py-6 text-gray-300 text-sm sm:px-6">
          © {year} {brand.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
