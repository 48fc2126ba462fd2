import type { Brand } from '@arrears/domain';
import { useLocation } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { cookiePolicy } from './content/cookie-policy';
import type { LegalDocumentContent } from './content/legal-document-content';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfUse } from './content/terms-of-use';
import { LegalDocument, LegalPageFrame } from './legal-document';

/** The documents /policy can show, keyed by URL hash (docs/product/public-site.md). */
const POLICIES_BY_HASH: Record<string, (brand: Brand) => LegalDocumentContent> = {
  '#privacy-policy': privacyPolicy,
  '#terms-of-service': termsOfUse,
  '#cookie-policy': cookiePolicy,
};

/** /policy: the Privacy Policy, Terms of Use or Cookie Policy, chosen by the URL hash alone. */
export function PolicyPage() {
  const { hash } = useLocation();
  const brand = useBrand();
  const build = Object.hasOwn(POLICIES_BY_HASH, hash) ? POLICIES_BY_HASH[hash] : undefined;
  if (!build) return <PolicyNotFound />;
  return <LegalDocument key={hash} content={build(brand)} />;
}

function PolicyNotFound() {
  return (
    <LegalPageFrame>
      <div className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Policy Not Found</h1>
        <p className="mt-4 text-gray-700">
          The policy you are looking for does not exist. Please go back to the homepage.
        </p>
      </div>
    </LegalPageFrame>
  );
}
