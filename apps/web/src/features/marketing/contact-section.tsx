import { brandPostalAddress, phoneHref } from '@arrears/domain';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { TEXT_LINK } from './link-styles';

/** The #contact section of the home page: phone, e-mail, postal address and support hours from the brand. */
export function ContactSection() {
  const brand = useBrand();
  const { t } = useTranslation('marketing');
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t('contact.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-gray-700">{t('contact.text')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          <ContactItem icon={<Phone aria-hidden="true" className="size-5" />} label={t('contact.phone')}>
            <a href={phoneHref(brand.phone)} className={TEXT_LINK}>
              {brand.phone}
            </a>
            <span className="block text-sm text-gray-600">{t('contact.tollFree')}</span>
          </ContactItem>
          <ContactItem icon={<Mail aria-hidden="true" className="size-5" />} label={t('contact.email')}>
            <a href={`mailto:${brand.email}`} className={`${TEXT_LINK} break-all`}>
              {brand.email}
            </a>
          </ContactItem>
          <ContactItem
            icon={<MapPin aria-hidden="true" className="size-5" />}
            label={t('contact.mailingAddress')}
          >
            <address className="not-italic">
              {brand.companyName}
              <br />
              {brandPostalAddress(brand)}
            </address>
          </ContactItem>
          <ContactItem
            icon={<Clock aria-hidden="true" className="size-5" />}
            label={t('contact.supportHours')}
          >
            {t('footer.supportHours', { ns: 'common' })}
          </ContactItem>
        </ul>
        <p className="mt-8 text-gray-700">
          {t('contact.textsQuestion')}{' '}
          <Link to="/text-opt-in" className={TEXT_LINK}>
            {t('contact.textsLink')}
          </Link>
          {t('contact.textsAfter')}
        </p>
      </div>
    </section>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-gray-200 bg-gray-50 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-600">{label}</h3>
        <div className="mt-1 text-gray-900">{children}</div>
      </div>
    </li>
  );
}
