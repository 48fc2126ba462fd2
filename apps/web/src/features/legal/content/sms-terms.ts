import type { Brand } from '@arrears/domain';
import type { LegalDocumentContent } from './legal-document-content';

export const SMS_TERMS_EFFECTIVE_DATE = 'June 19, 2025';

/** SMS Terms of Service (/sms-terms): ten sections in the spec's order, not numbered. */
export function smsTerms(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  return {
    title: 'SMS Terms of Service',
    effectiveDate: SMS_TERMS_EFFECTIVE_DATE,
    intro: [
      `These terms apply to the text message program of ${company}. Please read them before you agree to receive text messages from us.`,
    ],
    numbered: false,
    sections: [
      {
        title: 'Overview',
        paragraphs: [
          `${company} offers text messages (SMS) as a convenient way to receive information about an account we are servicing. The program is optional: you can manage your account by telephone, mail, e-mail or through our website without ever receiving a text from us.`,
          'You can join the program through our Text Message Opt-In form, by asking a representative, or by another method in which you give your express consent. When you use the form, we text the number once to confirm that its user agrees: reply YES to that text, or enter the code it contains on the form. Until the number confirms, we send it no other texts. These terms, together with our Privacy Policy and Terms of Use, govern the program.',
        ],
      },
      {
        title: 'Types of Messages',
        paragraphs: [
          'Our text messages are non-marketing, informational account notices. We do not send advertising or promotional offers by text. Depending on your account, you may receive:',
        ],
        bullets: [
          'payment reminders and payment confirmations;',
          'balance notices;',
          'debt validation options;',
          'callback confirmations;',
          'dispute communications;',
          'consent verification messages;',
          'notices that we are required by law to provide.',
        ],
      },
      {
        title: 'User Consent',
        paragraphs: [
          'By opting in, you confirm that you are the subscriber or customary user of the mobile number you provide, that you are at least 18 years old, and that you agree to receive automated text messages from us at that number about your account.',
          'Consent to receive text messages is not a condition of any purchase, payment arrangement or service. Declining or withdrawing consent will not affect how your account is handled. We keep a record of your consent, as the Telephone Consumer Protection Act (TCPA) requires, and we may send a single message to confirm it.',
        ],
      },
      {
        title: 'Message Frequency',
        paragraphs: [
          'Message frequency varies with the activity on your account. For example, you may receive a reminder before a scheduled payment and a confirmation after it, or an update while a dispute is being reviewed. We send only the messages needed to keep you informed.',
          'We send messages only during reasonable hours in your local time zone, consistent with the Fair Debt Collection Practices Act (FDCPA), unless you have asked us to reach you at another time.',
        ],
      },
      {
        title: 'Opt-Out Instructions',
        paragraphs: [
          'You can stop receiving text messages at any time by replying STOP to any message from us. The words END, CANCEL, UNSUBSCRIBE and QUIT also work. We will send one message confirming that you have been unsubscribed, and after that you will receive no further texts unless you opt in again.',
          `You can also opt out by calling us at ${brand.phone} or by e-mailing ${brand.email}. Opting out of text messages does not stop other lawful communications about your account, such as letters.`,
        ],
      },
      {
        title: 'Help & Support',
        paragraphs: [
          `For help, reply HELP to any message from us, or contact our support team at ${brand.phone} or ${brand.email}.`,
          'Message and data rates may apply, according to your mobile plan. Any charges are billed by your wireless carrier, not by us.',
        ],
      },
      {
        title: 'Carrier Disclaimer',
        paragraphs: [
          'Wireless carriers are not liable for delayed or undelivered messages. Delivery depends on your carrier, your device and network coverage, none of which we control.',
          'Because a text message may not arrive, please do not rely on texts alone for information about payment dates or deadlines; the letters and notices we send remain the official record.',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'Text messaging is not a fully secure channel, so our messages do not contain your full account number, Social Security number or other sensitive details. We will never ask you to send a card number, bank account number, password or full Social Security number by text.',
          `If you receive a text that claims to be from ${company} and asks for that kind of information, do not reply; call us at ${brand.phone} to check whether it is genuine. Please keep your phone locked and tell us promptly if you change or give up your mobile number.`,
        ],
      },
      {
        title: 'Data Collection',
        paragraphs: [
          'When you join the program, we collect your name, your mobile number, the date and method of your consent and the content of messages exchanged with us. We use this information only to operate the program, to service your account and to meet our legal obligations.',
          'Mobile opt-in data and consent will never be shared with third parties or affiliates for marketing or promotional purposes. We share it only with the service providers that deliver our messages, under obligations of confidentiality, or where the law requires. Our Privacy Policy explains how we protect and retain personal information.',
        ],
      },
      {
        title: 'Changes',
        paragraphs: [
          `These SMS Terms of Service are effective as of ${SMS_TERMS_EFFECTIVE_DATE}. We may update them from time to time, and the current version will always be posted on this page with its effective date.`,
          'If a change materially affects how the program works, we will tell you by text message before it takes effect. You can leave the program at any time by replying STOP.',
        ],
      },
    ],
  };
}
