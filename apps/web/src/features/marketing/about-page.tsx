import { phoneHref } from '@arrears/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './link-styles';

const COMMITMENTS = ['courteous', 'creditor', 'dispute', 'times', 'private', 'arrangement'];
const OFFERINGS = ['consulting', 'collections', 'compliance', 'remittances', 'portal', 'selfService'];

/** /about: who the company is, how it treats consumers and what it offers clients. */
export function AboutPage() {
  const brand = useBrand();
  const company = brand.companyName;
  const { t } = useTranslation('marketing');
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-relaxed sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t('about.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t('about.title', { company })}
      </h1>
      <p className="mt-4 text-lg text-gray-700">{t('about.lead', { company })}</p>

      <section aria-labelledby="about-who" className="mt-10">
        <h2 id="about-who" className="text-2xl font-semibold text-gray-900">
          {t('about.whoTitle')}
        </h2>
        <p className="mt-3 text-gray-700">{t('about.whoText1', { city: brand.city, state: brand.state })}</p>
        <p className="mt-3 text-gray-700">{t('about.whoText2')}</p>
      </section>

      <section aria-labelledby="about-consumers" className="mt-10">
        <h2 id="about-consumers" className="text-2xl font-semibold text-gray-900">
          {t('about.consumersTitle')}
        </h2>
        <p className="mt-3 text-gray-700">{t('about.consumersText')}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700 marker:text-gray-400">
          {COMMITMENTS.map((key) => (
            <li key={key}>{t(`about.commitments.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-clients" className="mt-10">
        <h2 id="about-clients" className="text-2xl font-semibold text-gray-900">
          {t('about.clientsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700 marker:text-gray-400">
          {OFFERINGS.map((key) => (
            <li key={key}>{t(`about.offerings.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-gray-700">
          {t('about.partnershipPrefix')}{' '}
          <Link to="/#contact" className={TEXT_LINK}>
            {t('about.partnershipLink')}
          </Link>
          .
        </p>
      </section>

      <section
        aria-labelledby="about-next"
        className="mt-12 rounded-2xl border border-gray-200 bg-gray-50 p-6"
      >
        <h2 id="about-next" className="text-xl font-semibold text-gray-900">
          {t('about.questionTitle')}
        </h2>
        <p className="mt-2 text-gray-700">{t('about.questionText')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/quick-access" className={PRIMARY_BUTTON}>
            {t('about.payBill')}
          </Link>
          <Link to="/dispute-quick-access" className={SECONDARY_BUTTON}>
            {t('about.disputeBill')}
          </Link>
        </div>
        <p className="mt-4 text-sm text-gray-600">
          {t('about.orCall')}{' '}
          <a href={phoneHref(brand.phone)} className={TEXT_LINK}>
            {brand.phone}
          </a>
          , {t('supportHoursInline')}.
        </p>
      </section>

      <p className="mt-8 text-sm text-gray-600">{t('about.disclosure', { company })}</p>
    </article>
  );
}
