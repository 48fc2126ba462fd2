import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';

/** Any path the route map does not know (docs/product/public-site.md). */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <SearchX className="size-14 text-gray-500" aria-hidden="true" />
      <h1 className="mt-4 font-bold text-3xl text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
