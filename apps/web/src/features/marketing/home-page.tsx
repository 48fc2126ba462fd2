import { phoneHref } from '@arrears/domain';
import {
  Banknote,
  Bot,
  Briefcase,
  LayoutDashboard,
  type LucideIcon,
  SearchCheck,
  ShieldCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { ContactSection } from './contact-section';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './link-styles';
import { useScrollToHash } from './use-scroll-to-hash';

const BENEFITS: { key: string; icon: LucideIcon }[] = [
  { key: 'automation', icon: Bot },
  { key: 'compliance', icon: ShieldCheck },
  { key: 'remittances', icon: Banknote },
  { key: 'portal', icon: LayoutDashboard },
];

const SERVICES: { key: string; icon: LucideIcon; items: string[] }[] = [
  { key: 'consulting', icon: Briefcase, items: ['assessment', 'strategy', 'training'] },
  { key: 'collections', icon: SearchCheck, items: ['specialised', 'skipTracing', 'reporting'] },
];

/** The public home page (/): #home, the benefits, #services and #contact. */
export function HomePage() {
  useScrollToHash();
  const brand = useBrand();
  const { t } = useTranslation('marketing');
  const company = brand.companyName;
  return (
    <>
      <section id="home" aria-labelledby="home-heading" className="scroll-mt-20 bg-gray-50 py-12 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{brand.companyName}</p>
          <h1
            id="home-heading"
            className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl"
          >
            {t('home.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">{t('home.lead')}</p>
          <div className="mt-10 grid gap-6 lg:grid-cols-5">
            <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm lg:col-span-3">
              <h2 className="text-xl font-semibold text-gray-900">{t('home.letterTitle')}</h2>
              <p className="mt-2 text-gray-700">{t('home.letterText')}</p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                <Link to="/quick-access" className={PRIMARY_BUTTON}>
                  {t('home.payBill')}
                </Link>
                <Link to="/dispute-quick-access" className={SECONDARY_BUTTON}>
                  {t('home.disputeBill')}
                </Link>
              </div>
              <p className="mt-4 text-sm text-gray-600">
                {t('home.callPrefix')}{' '}
                <a href={phoneHref(brand.phone)} className={TEXT_LINK}>
                  {brand.phone}
                </a>
                , {t('supportHoursInline')}.
              </p>
            </div>
            <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm lg:col-span-2">
              <h2 className="text-xl font-semibold text-gray-900">{t('home.businessTitle')}</h2>
              <p className="mt-2 text-gray-700">{t('home.businessText')}</p>
              <Link to="/#contact" className={`${SECONDARY_BUTTON} mt-5 w-full sm:w-auto`}>
                {t('home.contactTeam')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {t('home.benefitsTitle', { company })}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl border border-gray-200 p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 text-lg font-semibold text-gray-900">{t(`home.benefits.${key}Title`)}</h3>
                <p className="mt-1 text-gray-700">{t(`home.benefits.${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="services"
        aria-labelledby="services-heading"
        className="scroll-mt-20 bg-gray-50 py-14 sm:py-20"
      >
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {t('home.servicesTitle')}
          </h2>
          <p className="mt-3 max-w-2xl text-gray-700">{t('home.servicesText')}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {SERVICES.map(({ key, icon: Icon, items }) => (
              <article key={key} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-7 text-brand-600" />
                <h3 className="mt-3 text-xl font-semibold text-gray-900">{t(`home.services.${key}Title`)}</h3>
                <p className="mt-1 text-gray-700">{t(`home.services.${key}Summary`)}</p>
                <ul className="mt-4 space-y-3">
                  {items.map((item) => (
                    <li key={item} className="border-l-2 border-brand-200 pl-3">
                      <span className="block font-medium text-gray-900">
                        {t(`home.services.${item}Name`)}
                      </span>
                      <span className="text-gray-700">{t(`home.services.${item}Text`)}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className="mt-8 text-gray-700">
            {t('home.moreAbout')}{' '}
            <Link to="/about" className={TEXT_LINK}>
              {t('home.aboutLink', { company })}
            </Link>
          </p>
        </div>
      </section>

      <ContactSection />

      <aside aria-label={t('home.noticesLabel')} className="border-t border-gray-200 bg-gray-50 py-6">
        <div className="mx-auto max-w-5xl space-y-2 px-4 text-sm text-gray-600 sm:px-6">
          <p>{t('home.adultsNotice')}</p>
          <p>{t('home.debtCollectorNotice', { company })}</p>
        </div>
      </aside>
    </>
  );
}
