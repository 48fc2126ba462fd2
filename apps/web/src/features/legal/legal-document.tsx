import { type Brand, brandPostalAddress, phoneHref, siteLanguageOf } from '@arrears/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import type { LegalDocumentContent, LegalSection } from './content/legal-document-content';

const LINK_CLASS =
  'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A legal document in both languages: the English text (the spec's) and its Spanish translation. */
export interface LegalDocumentBuilders {
  en: (brand: Brand) => LegalDocumentContent;
  es: (brand: Brand) => LegalDocumentContent;
}

/** The document in the page's language, built from the brand (no sign-in needed: these pages stand alone). */
export function useLegalContent(builders: LegalDocumentBuilders): LegalDocumentContent {
  const brand = useBrand();
  const { i18n } = useTranslation();
  return builders[siteLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? 'en'](brand);
}

/** The one renderer of every legal text: the policy pages, cookie, privacy, terms, refund and SMS pages. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { t } = useTranslation('legal');
  return (
    <LegalPageFrame>
      <header className="mt-6 border-b border-gray-200 pb-6">
        {content.subtitle ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{content.subtitle}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{content.title}</h1>
        {content.effectiveDate ? (
          <p className="mt-2 text-sm text-gray-600">{t('effectiveDate', { date: content.effectiveDate })}</p>
        ) : null}
        {content.notice ? (
          <p
            role="note"
            className="mt-5 rounded-md border-l-4 border-warning-600 bg-warning-50 px-4 py-3 font-medium text-gray-900"
          >
            {content.notice}
          </p>
        ) : null}
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-gray-700">
            {paragraph}
          </p>
        ))}
      </header>
      <div className="mt-8 space-y-10">
        {content.sections.map((section, index) => (
          <LegalSectionView
            key={section.title}
            section={section}
            heading={content.numbered ? `${index + 1}. ${section.title}` : section.title}
          />
        ))}
      </div>
    </LegalPageFrame>
  );
}

function LegalSectionView({ section, heading }: { section: LegalSection; heading: string }) {
  return (
    <section data-testid="policy-section">
      <h2 className="text-xl font-semibold text-gray-900 sm:text-2xl">{heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-gray-700">
          {paragraph}
        </p>
      ))}
      {section.bullets?.length ? (
        <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700 marker:text-gray-400">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {section.closing?.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-gray-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** Page width, the Back to Home button above the content and the contact block below it. */
export function LegalPageFrame({ children }: { children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 leading-relaxed sm:px-6 sm:py-12">
      <BackToHomeLink />
      {children}
      <LegalContactBlock />
    </article>
  );
}

function BackToHomeLink() {
  const { t } = useTranslation('legal');
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('backToHome')}
    </Link>
  );
}

function LegalContactBlock() {
  const brand = useBrand();
  const { t } = useTranslation('legal');
  return (
    <footer
      data-testid="policy-contact"
      className="mt-12 rounded-lg border border-gray-200 bg-gray-50 p-5 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-gray-900">{t('contact.title')}</h2>
      <address className="mt-3 space-y-1 not-italic text-gray-700">
        <p className="font-medium text-gray-900">{brand.companyName}</p>
        <p>{brandPostalAddress(brand)}</p>
        <p>
          {t('contact.phone')}{' '}
          <a href={phoneHref(brand.phone)} className={LINK_CLASS}>
            {brand.phone}
          </a>
        </p>
        <p>
          {t('contact.email')}{' '}
          <a href={`mailto:${brand.email}`} className={LINK_CLASS}>
            {brand.email}
          </a>
        </p>
        <p>{t('contact.hours', { hours: t('footer.supportHours', { ns: 'common' }) })}</p>
      </address>
    </footer>
  );
}
