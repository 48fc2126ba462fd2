import { type Brand, brandPostalAddress, SUPPORT_HOURS } from '@arrears/domain';
import type { LegalDocumentContent } from './legal-document-content';

/** The debt-collector disclosure that opens the Terms of Use. */
export const DEBT_COLLECTOR_NOTICE =
  'This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose.';

/** The Terms of Use, also called the User Agreement (/policy#terms-of-service, /terms, /terms-of-service). */
export function termsOfUse(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  const venue = `${brand.courtCounty} County, ${brand.governingLawState}`;
  return {
    title: 'Terms of Use',
    subtitle: 'User Agreement',
    notice: DEBT_COLLECTOR_NOTICE,
    intro: [
      `These Terms of Use form an agreement between you and ${company} ("we", "us" or "our") about your use of our website, consumer portal, chat assistant and related online services (together, the "Services"). Please read them carefully. They do not change the amount you owe on any account, and they do not take away any right you have under federal or state law.`,
    ],
    numbered: true,
    sections: [
      {
        title: 'Acceptance of These Terms',
        paragraphs: [
          'By opening, browsing or signing in to the Services, you agree to these Terms of Use and to our Privacy Policy, Cookie Policy, Refund Policy and SMS Terms of Service, which form part of this agreement. If you do not agree, please do not use the Services; you can still reach us by telephone or by mail.',
          'Some features, such as making a payment or filing a dispute, may show additional instructions on screen. Those instructions apply together with these terms.',
        ],
      },
      {
        title: 'Eligibility',
        paragraphs: [
          'The Services are intended for adults aged 18 or older who reside in the United States. By using them you confirm that you meet both requirements.',
          'You may use the Services only for an account on which you are the responsible party, or on behalf of such a person when you are legally authorized to act for them, for example as their attorney, guardian or the executor of their estate. We may ask for proof of that authority before we share any account information.',
        ],
      },
      {
        title: 'Who We Are and What the Services Do',
        paragraphs: [
          `${company} is a third-party debt collection agency. We collect accounts on behalf of creditors, and we comply with the Fair Debt Collection Practices Act (FDCPA), the rules of the Consumer Financial Protection Bureau (CFPB) and applicable state collection laws.`,
          'The Services let you review account information, make payments, set up payment arrangements, request validation of a debt, submit disputes and contact us. Information shown online is provided for your convenience; if it differs from a written notice you received from us, please contact us so we can confirm the correct figures. Nothing on the Services is legal, tax or financial advice.',
        ],
      },
      {
        title: 'Identity Verification and Account Security',
        paragraphs: [
          'Before showing account details, we ask you to verify your identity, for example with your name, date of birth, part of your Social Security number or an account reference. You agree to provide accurate information and to keep any username, password or access code confidential.',
          'You must not access, or try to access, an account that does not belong to you or that you are not authorized to manage. Tell us at once if you suspect that someone else has used your credentials. For your protection, signed-in sessions end automatically after a period of inactivity.',
        ],
      },
      {
        title: 'Payments',
        paragraphs: [
          'When you submit a payment, you authorize us and our payment processor to charge the card or debit the bank account you provide for the amount and on the dates you confirm. You confirm that you are entitled to use that payment method. Payments typically take one to two business days to process, and a payment is credited to the account once it has been received.',
          'Card payments are handled by a processor that complies with the Payment Card Industry Data Security Standard (PCI-DSS); we do not store full card numbers. Any processing fee is shown to you before you confirm a payment. Payments on a debt are final and fees are non-refundable, except as described in our Refund Policy, which also explains how to report a payment error and how to cancel a recurring payment.',
        ],
      },
      {
        title: 'Disputes and Validation of Debts',
        paragraphs: [
          'You have the right to dispute all or part of a debt and to ask for the name and address of the original creditor. You may do so through the Services, by telephone, or in writing to the address below. If you dispute in writing within the period stated in our validation notice, we will stop collection of the disputed portion until we have mailed you verification of the debt.',
          'Using the online dispute form does not waive any of your rights, and you may also write to us at any time. We review every dispute, and we will tell you the outcome.',
        ],
      },
      {
        title: 'Electronic Communications and Text Messages',
        paragraphs: [
          'By using the Services you agree that we may provide receipts, confirmations and other records to you electronically, and that electronic records and signatures have the same effect as paper ones. You may ask for a paper copy of any notice at no charge.',
          'If you opt in to text messages, they will be account notices only, sent under our SMS Terms of Service. Consent to receive text messages is not a condition of any purchase or service. Reply STOP to opt out and HELP for help. Message and data rates may apply.',
        ],
      },
      {
        title: 'Acceptable Use',
        paragraphs: ['When using the Services, you agree not to:'],
        bullets: [
          'provide false information or impersonate another person;',
          'use a payment method you are not authorized to use;',
          'interfere with, probe or overload our systems, or try to bypass any security measure;',
          'collect information about other users, or use automated tools to access the Services without our written permission;',
          'upload malicious code or content that is unlawful, threatening or abusive.',
        ],
        closing: [
          'We may suspend online access that is used in breach of these terms. You may still contact us by telephone or mail.',
        ],
      },
      {
        title: 'Ownership of the Services',
        paragraphs: [
          `The Services, including their text, design, software and logos, belong to ${company} or its licensors and are protected by intellectual property laws. You may view and print pages for your own records and for managing your account, but you may not copy, modify or distribute the Services for any other purpose.`,
        ],
      },
      {
        title: 'Disclaimers and Limitation of Liability',
        paragraphs: [
          'We work to keep the Services accurate and available, but they are provided "as is" and "as available". Planned maintenance or events beyond our control may interrupt them; during an interruption you can still make a payment or reach us by telephone or mail.',
          'To the fullest extent the law allows, we are not liable for indirect or consequential losses arising from your use of the Services. Nothing in these terms limits our liability where the law does not permit a limitation, or limits any right or remedy you have under the FDCPA, the TCPA or other consumer protection laws.',
        ],
      },
      {
        title: 'Governing Law and Venue',
        paragraphs: [
          `These Terms of Use are governed by the laws of ${brand.governingLawState}, without regard to its conflict-of-law rules, and by applicable federal law. Any dispute about these terms or your use of the Services will be brought in the state or federal courts located in ${venue}, unless a law that protects you requires a different forum.`,
          'This section concerns the use of the Services only. It does not govern where a legal action to collect a debt may be brought; the FDCPA requires any such action against a consumer to be filed where the consumer lives or where the contract was signed.',
        ],
      },
      {
        title: 'Changes to These Terms and Contact Information',
        paragraphs: [
          'We may revise these Terms of Use from time to time. The current version is always posted on this page, and continuing to use the Services after a change means that you accept the revised terms. Changes do not apply to a payment or dispute you submitted before they were posted.',
          `Questions about these terms can be directed to ${company} at ${brand.phone} (${SUPPORT_HOURS}), by e-mail to ${brand.email}, or by mail to ${brandPostalAddress(brand)}.`,
        ],
      },
    ],
  };
}
