import { DEMO_BRAND } from '@arrears/domain';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CookiePolicyPage } from './cookie-policy-page';
import { PrivacyPage } from './privacy-page';
import { RefundPolicyPage } from './refund-policy-page';
import { SmsTermsPage } from './sms-terms-page';
import { TermsOfServicePage } from './terms-of-service-page';
import { TermsPage } from './terms-page';

afterEach(cleanup);

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return {
    title: screen.getByRole('heading', { level: 1 }).textContent,
    sections: screen
      .getAllByTestId('policy-section')
      .map((section) => section.querySelector('h2')?.textContent),
    text: document.body.textContent ?? '',
    backHref: screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href'),
  };
}

describe('standalone legal pages', () => {
  it('SMS Terms of Service: effective June 19, 2025, the ten sections in order, STOP and HELP', () => {
    const page = renderPage(SmsTermsPage);
    expect(page.title).toBe('SMS Terms of Service');
    expect(page.text).toContain('June 19, 2025');
    expect(page.sections).toEqual([
      'Overview',
      'Types of Messages',
      'User Consent',
      'Message Frequency',
      'Opt-Out Instructions',
      'Help & Support',
      'Carrier Disclaimer',
      'Security',
      'Data Collection',
      'Changes',
    ]);
    expect(page.text).toContain('replying STOP');
    expect(page.text).toContain('reply HELP');
    expect(page.text).toContain('Message and data rates may apply');
    expect(page.text).toContain('Consent to receive text messages is not a condition');
    for (const kind of [
      'payment reminders',
      'balance notices',
      'debt validation options',
      'callback confirmations',
    ]) {
      expect(page.text).toContain(kind);
    }
    expect(page.text).toContain('Contact Information');
    expect(page.backHref).toBe('/');
  });

  it('Cookie Policy page shows the same 7 sections as /policy#cookie-policy', () => {
    const page = renderPage(CookiePolicyPage);
    expect(page.title).toBe('Cookie Policy');
    expect(page.sections).toHaveLength(7);
    expect(page.text).toContain('December 13, 2024');
    expect(page.backHref).toBe('/');
  });

  it('Privacy and Terms pages show the shared documents', () => {
    const privacy = renderPage(PrivacyPage);
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.sections).toHaveLength(12);
    cleanup();
    const terms = renderPage(TermsPage);
    expect(terms.title).toBe('Terms of Use');
    expect(terms.sections).toHaveLength(12);
    cleanup();
    const termsOfService = renderPage(TermsOfServicePage);
    expect(termsOfService.sections).toEqual(terms.sections);
    expect(termsOfService.backHref).toBe('/');
  });

  it('Refund Policy states the 3-business-day rules and that payments are final and fees non-refundable', () => {
    const page = renderPage(RefundPolicyPage);
    expect(page.title).toBe('Refund Policy');
    expect(page.text).toContain('within 3 business days of the payment date');
    expect(page.text).toContain("at least 3 business days' notice");
    expect(page.text).toContain('debt payments are final');
    expect(page.text).toContain('Fees are non-refundable');
    expect(page.text).toContain(DEMO_BRAND.phone);
    expect(page.backHref).toBe('/');
  });
});
