import { brandPostalAddress, phoneHref } from '@arrears/domain';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';

/** The pieces both footers share: sections, link lists, the contact block and the copyright line. */
export interface FooterLink {
  to: string;
  /** A key of the `common` catalogue (footer.*). */
  labelKey: string;
}

export const footerLinkClasses =
  'rounded-sm text-gray-300 underline-offset-4 hover:text-white hover:underline';

export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-white uppercase tracking-wide">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function FooterLinks({ links }: { links: ReadonlyArray<FooterLink> }) {
  const { t } = useTranslation('common');
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={`${footerLinkClasses} inline-block py-1`}>
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Phone, e-mail, postal address and hours from the brand. */
export function FooterContact() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  return (
    <address className="space-y-3 text-sm not-italic">
      <p className="flex gap-2">
        <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <a href={phoneHref(brand.phone)} className={footerLinkClasses}>
          {brand.phone}
        </a>
      </p>
      <p className="flex gap-2">
        <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <a href={`mailto:${brand.email}`} className={`${footerLinkClasses} break-all`}>
          {brand.email}
        </a>
      </p>
      <p className="flex gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{brandPostalAddress(brand)}</span>
      </p>
      <p className="flex gap-2">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t('footer.supportHours')}</span>
      </p>
    </address>
  );
}

export function FooterCopyright() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  return (
    <div className="border-white/10 border-t">
      <p className="mx-auto max-w-5xl px-4 py-6 text-gray-300 text-sm sm:px-6">
        {t('footer.copyright', { year: String(new Date().getFullYear()), company: brand.companyName })}
      </p>
    </div>
  );
}
