import { type Brand, brandPostalAddress, SUPPORT_HOURS } from '@arrears/domain';
import type { LegalDocumentContent } from './legal-document-content';

/** The Privacy Policy (/policy#privacy-policy and /privacy): 12 numbered sections. */
export function privacyPolicy(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  return {
    title: 'Privacy Policy',
    intro: [
      `${company} ("we", "us" or "our") is a third-party debt collection agency. This Privacy Policy explains what personal information we collect when you use our website, our consumer portal, our chat assistant, our telephone lines and our text messages, how we use that information, with whom we share it, and the choices you have.`,
      'We treat the information entrusted to us with care. As a debt collector we are subject to federal laws that limit how we may use and disclose information about you, including the Fair Debt Collection Practices Act (FDCPA), the privacy and safeguarding provisions of the Gramm-Leach-Bliley Act (GLBA), and the Telephone Consumer Protection Act (TCPA). Where state law gives you stronger protection, we follow it.',
    ],
    numbered: true,
    sections: [
      {
        title: 'Information We Collect',
        paragraphs: [
          'The information we hold depends on the account we are servicing and on how you interact with us. It may include:',
        ],
        bullets: [
          'Identity details: your name, Social Security number (SSN) and date of birth, which we use to make sure we are speaking with the right person.',
          'Contact details: postal address, telephone numbers and e-mail address.',
          'Account details received from the creditor that placed the account with us, such as the account number, the balance, the payment history and the name of the original creditor.',
          'Payment information: the payment method you choose, bank routing and account details for electronic checks, and the card brand and last four digits of a payment card.',
          'Records of our communications with you, including letters, e-mails, text messages, chat conversations, notes of telephone calls and, where the law allows and you are told in advance, call recordings.',
          'Technical information: your IP address, device information such as browser type and operating system, and the pages you visit on our site.',
        ],
      },
      {
        title: 'How We Obtain Information',
        paragraphs: [
          'Most of the information we hold comes from the creditor or business that referred your account to us for collection. We also receive information directly from you when you call us, write to us, use our portal or chat assistant, make a payment or submit a dispute.',
          'To find current contact details for a person who has moved, we may consult public records, address-correction services and consumer reporting agencies, always for a permissible purpose under the Fair Credit Reporting Act. Technical information is collected automatically by our servers when your browser or device connects to our website.',
        ],
      },
      {
        title: 'How We Use Your Information',
        paragraphs: [
          'We use personal information only for legitimate business purposes connected with the accounts we service, namely to:',
        ],
        bullets: [
          'verify your identity before discussing an account or accepting a payment;',
          'communicate with you about the account by mail, telephone, e-mail or text message, within the limits set by law;',
          'process payments, payment arrangements and refunds, and send you receipts;',
          'receive, investigate and answer disputes and requests for validation of a debt;',
          'report to the creditor we act for about the status of its account;',
          'protect our systems, our clients and you against fraud, identity theft and unauthorized access;',
          'comply with legal and regulatory obligations, court orders and record-keeping requirements.',
        ],
      },
      {
        title: 'How We Share Information',
        paragraphs: [
          'We do not sell your personal information, and we do not share it with anyone for their marketing purposes. Federal law also restricts us from discussing your debt with third parties, so we disclose information only where it is needed to service your account or where the law requires it.',
          'Within those limits, we may share information with:',
        ],
        bullets: [
          'the creditor that placed your account with us, or a later owner of the account;',
          'service providers who act on our behalf, such as payment processors, letter-printing and mailing vendors, telephone and messaging carriers and hosting providers, each bound by contract to use the information only to perform services for us and to keep it secure;',
          'consumer reporting agencies, where the creditor has authorized reporting and the law permits it;',
          'government agencies, courts and law enforcement when we are legally required to respond;',
          'your attorney or another person you have authorized us, in writing, to speak with.',
        ],
      },
      {
        title: 'Text Messaging and Mobile Information',
        paragraphs: [
          'If you agree to receive text messages from us, we keep a record of your mobile number, the date and method of your consent, and the messages sent and received. Mobile opt-in data and your consent will never be shared with third parties or affiliates for marketing or promotional purposes.',
          'Our text messages are account notices only, not advertising. Consent to receive them is not a condition of any service, and you can stop them at any time by replying STOP. Our SMS Terms of Service describe the program in full.',
        ],
      },
      {
        title: 'Payment Information',
        paragraphs: [
          'Card payments are handled by a payment processor that complies with the Payment Card Industry Data Security Standard (PCI-DSS). Your card number travels over an encrypted connection to the processor for authorization. We do not store full card numbers or security codes (CVV); we keep only the card brand, the last four digits and a transaction reference, which allow us to identify the payment on a receipt or statement.',
          'Bank account details supplied for an electronic check payment are used only to complete the payment you authorized or a recurring arrangement you agreed to, and are protected in the same way as other sensitive information.',
        ],
      },
      {
        title: 'How We Protect Your Information',
        paragraphs: [
          'We maintain an information security program designed to meet the GLBA Safeguards Rule. It includes encryption of data in transit, encryption at rest of especially sensitive items such as Social Security numbers and dates of birth, role-based access so that employees see only what their job requires, multi-factor authentication for staff accounts, automatic sign-out of idle sessions, and logging and review of security events.',
          'No method of transmission or storage is completely secure, and we cannot guarantee absolute security. If we learn of a breach affecting your personal information, we will notify you as required by applicable law.',
        ],
      },
      {
        title: 'How Long We Keep Information',
        paragraphs: [
          'We keep personal information for as long as we are servicing the account and afterwards for as long as federal or state law, our contracts with creditors, or the defense of legal claims require. Record-keeping periods for collection agencies are set by law and can last several years after an account is closed.',
          'When information is no longer needed, we delete it or render it unreadable using secure methods.',
        ],
      },
      {
        title: 'Your Rights and Choices',
        paragraphs: [
          'You may ask us for a copy of the information we hold about your account and ask us to correct anything that is wrong. You may dispute all or part of a debt and request validation, as described in our Terms of Use. You may tell us, in writing, that you want us to stop contacting you, or that certain times, places or methods of contact are inconvenient, and we will honor your request as the FDCPA requires.',
          'Depending on the state where you live, you may have additional privacy rights. Information we handle under the GLBA is often exempt from state consumer privacy laws, but we will answer every request we receive and explain which rights apply. We will not treat you differently for exercising a privacy right.',
        ],
      },
      {
        title: 'Cookies and Similar Technologies',
        paragraphs: [
          'Our website uses a small number of cookies that are needed to keep you signed in, keep your session secure and remember basic preferences. We do not use advertising cookies, and we do not allow advertising networks to track you through our site.',
          'Our Cookie Policy explains in more detail which cookies we use and how you can control them through your browser settings.',
        ],
      },
      {
        title: 'Eligibility and Children',
        paragraphs: [
          'Our website and services are intended for adults aged 18 or older who reside in the United States. They are not directed to children, and we do not knowingly collect personal information from anyone under 18 through the site.',
          'If you believe that a minor has provided us with personal information, please contact us and we will take appropriate steps to delete it, unless we are required by law to keep it.',
        ],
      },
      {
        title: 'Changes to This Policy and How to Contact Us',
        paragraphs: [
          'We may update this Privacy Policy from time to time to reflect changes in the law or in our practices. The revised policy will be posted on this page, and material changes will be highlighted on our website before they take effect.',
          `If you have a question about this policy or wish to make a privacy request, call us at ${brand.phone} (${SUPPORT_HOURS}), e-mail ${brand.email}, or write to ${company}, ${brandPostalAddress(brand)}.`,
        ],
      },
    ],
  };
}
