import { type Brand, brandPostalAddress } from '@arrears/domain';
import type { LegalDocumentContent } from './legal-document-content';

export const COOKIE_POLICY_EFFECTIVE_DATE = 'December 13, 2024';

/** The Cookie Policy (/policy#cookie-policy and /cookie-policy): 7 numbered sections. */
export function cookiePolicy(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  return {
    title: 'Cookie Policy',
    effectiveDate: COOKIE_POLICY_EFFECTIVE_DATE,
    intro: [
      `This Cookie Policy explains how ${company} uses cookies and similar technologies on its website and consumer portal, and how you can control them. It should be read together with our Privacy Policy.`,
    ],
    numbered: true,
    sections: [
      {
        title: 'What Cookies Are',
        paragraphs: [
          'A cookie is a small text file that a website asks your browser to store on your computer or phone. The browser sends it back on later visits, which lets the site recognize your session, for example so that you stay signed in as you move from one page to the next.',
          'Similar technologies include local storage in your browser, which a website can use to remember a setting on your device. In this policy, "cookies" covers these technologies as well.',
        ],
      },
      {
        title: 'How We Use Cookies',
        paragraphs: [
          'We use cookies only to run our website securely and to provide the services you ask for. They let us keep you signed in after you verify your identity, protect your session against misuse, end a session that has been idle for too long, and remember simple choices you make on the site.',
          'We do not use cookies to show you advertising, to build a profile of your interests or to follow you across other websites.',
        ],
      },
      {
        title: 'Types of Cookies We Use',
        paragraphs: ['The cookies on our site fall into the following categories:'],
        bullets: [
          'Strictly necessary cookies: a session cookie that identifies your signed-in session and security cookies that help prevent fraud and unauthorized access. The site cannot work properly without them.',
          'Functional storage: small values kept in your browser to remember a preference, such as the state of a chat conversation during your visit.',
          'Site usage records: we record which pages of our site are viewed, on our own servers, to understand how the site is used and to keep it working well. We do not share these records with advertising or analytics companies.',
        ],
        closing: [
          'Session cookies are deleted when you sign out or close your browser, or when the session expires. Other stored values remain until you clear them or they are no longer needed.',
        ],
      },
      {
        title: 'Third-Party Cookies',
        paragraphs: [
          'We do not allow advertising networks, social media platforms or data brokers to place cookies through our website. Our pages, fonts and scripts are served from our own servers.',
          'When you make a card payment, the payment details are passed securely to our payment processor, which handles them under its own security and privacy obligations, including the Payment Card Industry Data Security Standard (PCI-DSS).',
        ],
      },
      {
        title: 'Managing Your Cookie Preferences',
        paragraphs: [
          'Most browsers let you view, block and delete cookies through their settings or preferences menu, and many offer a private browsing mode that discards cookies at the end of the session. The help pages of your browser explain how.',
          'If you block strictly necessary cookies, you will still be able to read our public pages, but you will not be able to sign in, use the portal or make a payment online. You can always pay or speak with us by telephone instead.',
        ],
      },
      {
        title: 'Do Not Track and Global Privacy Control',
        paragraphs: [
          'Some browsers send a "Do Not Track" or "Global Privacy Control" signal. Because we do not track visitors across other websites and do not sell or share personal information for advertising, our practices already match what these signals ask for, and no further action is required from you.',
        ],
      },
      {
        title: 'Changes to This Cookie Policy',
        paragraphs: [
          `This Cookie Policy is effective as of ${COOKIE_POLICY_EFFECTIVE_DATE}. If we change the way we use cookies, we will update this page and its effective date before the change takes effect.`,
          `For questions about cookies, contact us at ${brand.phone}, by e-mail at ${brand.email}, or by mail to ${company}, ${brandPostalAddress(brand)}.`,
        ],
      },
    ],
  };
}
