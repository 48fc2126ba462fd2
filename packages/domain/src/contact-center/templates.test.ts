import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../brand/brand';
import { COLLECTION_DISCLOSURE, DEBT_COLLECTOR_DISCLOSURE } from '../compliance/disclosure';
import {
  deadlineFrom,
  fillEmailTemplate,
  fillSmsTemplate,
  MESSAGE_TEMPLATE_LABELS,
  MESSAGE_TEMPLATES,
  TEMPLATE_OFFICE_HOURS,
  type TemplateAccount,
} from './templates';

const account: TemplateAccount = {
  firstName: 'Jane',
  fullName: 'Jane Doe',
  accountNumber: 'ACC-100001',
  unpaidBalance: '1234.5',
  vehicle: { model: '2019 Honda Civic', vin: '1HGCV1F30KA123456' },
  creditor: { schoolName: 'Metro Auto Finance' },
};
const bare: TemplateAccount = {
  firstName: null,
  fullName: 'Robert Smith',
  accountNumber: 'ACC-100004',
  unpaidBalance: null,
  vehicle: { model: null, vin: null },
  creditor: { schoolName: '  ' },
};
const today = '2026-03-02';

describe('message templates', () => {
  it('has the four templates of the spec, in order', () => {
    expect(MESSAGE_TEMPLATES.map((t) => MESSAGE_TEMPLATE_LABELS[t])).toEqual([
      'Standard Delinquent',
      'Payment Reminder',
      'Settlement Opportunity',
      'Final Notice',
    ]);
  });

  it('computes deadlines as calendar dates, across month and year ends', () => {
    expect(deadlineFrom('2026-03-02', 10)).toBe('March 12, 2026');
    expect(deadlineFrom('2026-02-25', 7)).toBe('March 4, 2026');
    expect(deadlineFrom('2026-12-28', 10)).toBe('January 7, 2027');
  });

  it('fills every SMS with first name, creditor, balance, vehicle, VIN last 4 and the brand', () => {
    for (const template of MESSAGE_TEMPLATES) {
      const text = fillSmsTemplate(template, account, DEMO_BRAND, today);
      expect(text).toContain('Jane');
      expect(text).not.toContain('Jane Doe');
      expect(text).toContain('Metro Auto Finance');
      expect(text).toContain('$1,234.50');
      expect(text).toContain('2019 Honda Civic (VIN ending in 3456)');
      expect(text).toContain(DEMO_BRAND.phone);
      expect(text).not.toMatch(/undefined|null/);
    }
  });

  it('names 10-day deadlines for standard and settlement, 7 days for the final notice', () => {
    expect(fillSmsTemplate('standard_delinquent', account, DEMO_BRAND, today)).toContain('March 12, 2026');
    expect(fillSmsTemplate('settlement_opportunity', account, DEMO_BRAND, today)).toContain('March 12, 2026');
    expect(fillSmsTemplate('final_notice', account, DEMO_BRAND, today)).toContain('March 9, 2026');
    expect(fillEmailTemplate('standard_delinquent', account, DEMO_BRAND, today).body).toContain(
      'by March 12, 2026',
    );
    expect(fillEmailTemplate('settlement_opportunity', account, DEMO_BRAND, today).body).toContain(
      'until March 12, 2026',
    );
    expect(fillEmailTemplate('final_notice', account, DEMO_BRAND, today).body).toContain('by March 9, 2026');
  });

  it('fills every e-mail with a subject, office hours and the brand signature', () => {
    for (const template of MESSAGE_TEMPLATES) {
      const { subject, body } = fillEmailTemplate(template, account, DEMO_BRAND, today);
      expect(subject).toContain('Metro Auto Finance');
      expect(body.startsWith('Dear Jane,')).toBe(true);
      expect(body).toContain(TEMPLATE_OFFICE_HOURS);
      expect(TEMPLATE_OFFICE_HOURS).toBe('Monday-Friday 8:00 AM to 6:00 PM EST');
      expect(body).toContain('$1,234.50');
      expect(body).toContain('VIN ending in 3456');
      expect(body).toContain(`${DEMO_BRAND.companyName}\n${DEMO_BRAND.phone}`);
    }
    expect(fillEmailTemplate('final_notice', account, DEMO_BRAND, today).subject).toBe(
      'Final Notice - Metro Auto Finance',
    );
  });

  // Decision 0097: the law asks the disclosure of every message, in the form the moment needs (full on
  // the first communication, short after), so the server adds it as the message leaves; no template
  // writes it itself (the spec's "only the final notice" gave way), and the compose card shows the line.
  it('leaves the collection disclosure to the server: no template writes it itself', () => {
    expect(COLLECTION_DISCLOSURE).toContain('attempt to collect a debt');
    for (const template of MESSAGE_TEMPLATES) {
      const mail = fillEmailTemplate(template, account, DEMO_BRAND, today);
      const sms = fillSmsTemplate(template, account, DEMO_BRAND, today);
      for (const text of [mail.body, sms]) {
        expect(text).not.toContain(COLLECTION_DISCLOSURE);
        expect(text).not.toContain(DEBT_COLLECTOR_DISCLOSURE.en.subsequent);
      }
    }
    expect(fillEmailTemplate('final_notice', account, DEMO_BRAND, today).body).toMatch(
      /Sincerely,\n\S.*\n\S+$/,
    );
  });

  it('falls back to the full name, "your creditor", $0.00 and no vehicle phrase', () => {
    const sms = fillSmsTemplate('standard_delinquent', bare, DEMO_BRAND, today);
    expect(sms).toContain('Hi Robert Smith,');
    expect(sms).toContain('with your creditor');
    expect(sms).toContain('$0.00');
    expect(sms).not.toContain('VIN');
    const email = fillEmailTemplate('payment_reminder', bare, DEMO_BRAND, today);
    expect(email.subject).toBe('Payment Reminder - your creditor');
    expect(email.body).toContain('Dear Robert Smith,');
    expect(email.body).not.toMatch(/undefined|null/);
  });
});
