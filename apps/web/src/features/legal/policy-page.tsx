import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cookiePolicy } from './content/cookie-policy';
import { cookiePolicyEs } from './content/es/cookie-policy';
import { privacyPolicyEs } from './content/es/privacy-policy';
import { termsOfUseEs } from './content/es/terms-of-use';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfUse } from './content/terms-of-use';
import { LegalDocument, type LegalDocumentBuilders, LegalPageFrame, useLegalContent } from './legal-document';

/** The documents /policy can show, keyed by URL hash (docs/product/public-site.md). */
const POLICIES_BY_HASH: Record<string, LegalDocumentBuilders> = {
  '#privacy-policy': { en: privacyPolicy, es: privacyPolicyEs },
  '#terms-of-service': { en: termsOfUse, es: termsOfUseEs },
  '#cookie-policy': { en: cookiePolicy, es: cookiePolicyEs },
};

/** /policy: the Privacy Policy, Terms of Use or Cookie Policy, chosen by the URL hash alone. */
export function PolicyPage() {
  const { hash } = useLocation();
  const builders = Object.hasOwn(POLICIES_BY_HASH, hash) ? POLICIES_BY_HASH[hash] : undefined;
  if (!builders) return <PolicyNotFound />;
  return <PolicyDocument key={hash} builders={builders} />;
}

function PolicyDocument({ builders }: { builders: LegalDocumentBuilders }) {
  return <LegalDocument content={useLegalContent(builders)} />;
}

function PolicyNotFound() {
  const { t } = useTranslation('legal');
  return (
    <LegalPageFrame>
      <div className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-4 text-gray-700">{t('notFound.text')}</p>
      </div>
    </LegalPageFrame>
  );
}
