import { DEMO_BRAND } from '@arrears/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page';
import { HomePage } from './home-page';

afterEach(cleanup);

describe('HomePage', () => {
  it('has the headline, the #home, #services and #contact sections and the four benefits', () => {
    const { container } = render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Professional Debt Recovery Solutions',
    );
    for (const id of ['home', 'services', 'contact'])
      expect(container.querySelector(`section#${id}`)).toBeTruthy();
    for (const benefit of [
      'Intelligent automation',
      'Full compliance',
      'Daily remittances',
      'Client portal',
    ]) {
      expect(screen.getByRole('heading', { name: benefit })).toBeTruthy();
    }
    const services = container.querySelector('#services')?.textContent ?? '';
    for (const item of ['Consulting', 'Receivables assessment', 'Strategy development', 'Staff training']) {
      expect(services).toContain(item);
    }
    for (const item of ['Collections', 'Specialised strategies', 'Skip tracing', 'Reporting']) {
      expect(services).toContain(item);
    }
  });

  it('offers Pay Bill and Dispute Bill to consumers and a contact block with the brand values', () => {
    const { container } = render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pay Bill' }).getAttribute('href')).toBe('/quick-access');
    expect(screen.getByRole('link', { name: 'Dispute Bill' }).getAttribute('href')).toBe(
      '/dispute-quick-access',
    );
    const contact = container.querySelector('#contact');
    expect(contact?.querySelector('a[href="tel:+18885550147"]')?.textContent).toBe(DEMO_BRAND.phone);
    expect(contact?.querySelector(`a[href="mailto:${DEMO_BRAND.email}"]`)).toBeTruthy();
    expect(contact?.textContent).toContain('100 Commerce Drive, Suite 200, Cherry Hill, NJ 08002');
    expect(contact?.textContent).toContain('Monday-Friday 8 AM to 6 PM EST');
    expect(container.textContent).toContain('adults aged 18 or older who reside in the United States');
  });
});

describe('HomePage section links', () => {
  it('scrolls to the section named by the hash (/#services)', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(
        <MemoryRouter initialEntries={['/#services']}>
          <HomePage />
        </MemoryRouter>,
      );
      await waitFor(() => expect(scrolled).toEqual(['services']));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('AboutPage', () => {
  it('names the company and describes its consumer and client commitments', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`About ${DEMO_BRAND.companyName}`);
    expect(screen.getByRole('heading', { name: 'How we treat consumers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we offer our clients' })).toBeTruthy();
    expect(document.body.textContent).toContain('Fair Debt Collection Practices Act');
  });
});
