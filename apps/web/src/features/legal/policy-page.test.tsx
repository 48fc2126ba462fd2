import { DEMO_BRAND } from '@arrears/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PolicyPage } from './policy-page';

afterEach(cleanup);

function renderPolicy(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <PolicyPage />
      <Link to="/policy#privacy-policy">go to privacy</Link>
    </MemoryRouter>,
  );
}

const sectionHeadings = () =>
  screen.getAllByTestId('policy-section').map((section) => section.querySelector('h2')?.textContent);

describe('PolicyPage', () => {
  it('shows the Cookie Policy, 7 numbered sections, effective December 13, 2024', () => {
    renderPolicy('/policy#cookie-policy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cookie Policy');
    expect(screen.getAllByTestId('policy-section')).toHaveLength(7);
    expect(sectionHeadings()[0]).toBe('1. What Cookies Are');
    expect(document.body.textContent).toContain('December 13, 2024');
  });

  it('shows the Privacy Policy with 12 numbered sections and the required statements', () => {
    renderPolicy('/policy#privacy-policy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    const headings = sectionHeadings();
    expect(headings).toHaveLength(12);
    expect(headings[0]).toBe('1. Information We Collect');
    expect(headings[11]).toMatch(/^12\. /);
    const text = document.body.textContent ?? '';
    for (const phrase of ['Social Security number', 'date of birth', 'IP address', 'device information']) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain('We do not store full card numbers');
    expect(text).toContain('Mobile opt-in data and your consent will never be shared');
  });

  it('shows the Terms of Use / User Agreement with 12 sections, the collector notice and the governing law', () => {
    renderPolicy('/policy#terms-of-service');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of Use');
    expect(document.body.textContent).toContain('User Agreement');
    expect(screen.getAllByTestId('policy-section')).toHaveLength(12);
    const text = document.body.textContent ?? '';
    expect(text).toContain('This communication is from a debt collector.');
    expect(text).toContain(`governed by the laws of ${DEMO_BRAND.governingLawState}`);
    expect(text).toContain(`${DEMO_BRAND.courtCounty} County`);
  });

  it.each(['/policy#nope', '/policy'])('shows Policy Not Found for %s', (entry) => {
    renderPolicy(entry);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Policy Not Found');
    expect(
      screen.getByText('The policy you are looking for does not exist. Please go back to the homepage.'),
    ).toBeTruthy();
    expect(screen.queryAllByTestId('policy-section')).toHaveLength(0);
  });

  it('has a Back to Home link and the contact block with address, phone and e-mail', () => {
    renderPolicy('/policy#cookie-policy');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const contact = screen.getByTestId('policy-contact');
    expect(contact.textContent).toContain('100 Commerce Drive, Suite 200, Cherry Hill, NJ 08002');
    expect(contact.querySelector('a[href^="tel:"]')?.textContent).toBe(DEMO_BRAND.phone);
    expect(contact.querySelector(`a[href="mailto:${DEMO_BRAND.email}"]`)).toBeTruthy();
  });

  it('re-renders when only the hash changes', () => {
    renderPolicy('/policy#nope');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Policy Not Found');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'go to privacy' }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getAllByTestId('policy-section')).toHaveLength(12);
  });
});
