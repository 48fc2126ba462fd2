import { type Brand, DEMO_BRAND } from '@arrears/domain';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { PolicyPage } from './policy-page';

const OTHER_BRAND: Brand = {
  ...DEMO_BRAND,
  companyName: 'Harbor Collections Group',
  phone: '1-800-555-0199',
  email: 'help@harbor.example',
  addressLine1: '9 Pier Road',
  addressLine2: '',
  city: 'Trenton',
  state: 'NJ',
  zip: '08608',
  governingLawState: 'Delaware',
  courtCounty: 'New Castle',
};

vi.mock('@/lib/public-config', () => ({ useBrand: () => OTHER_BRAND, useDemoMode: () => false }));

afterEach(cleanup);

it('takes the company, contact details, governing law and county from the configured brand', () => {
  render(
    <MemoryRouter initialEntries={['/policy#terms-of-service']}>
      <PolicyPage />
    </MemoryRouter>,
  );
  const text = document.body.textContent ?? '';
  expect(text).toContain('Harbor Collections Group');
  expect(text).toContain('9 Pier Road, Trenton, NJ 08608');
  expect(text).toContain('help@harbor.example');
  expect(text).toContain('governed by the laws of Delaware');
  expect(text).toContain('New Castle County, Delaware');
  for (const demoValue of [
    DEMO_BRAND.companyName,
    DEMO_BRAND.phone,
    DEMO_BRAND.email,
    DEMO_BRAND.courtCounty,
  ]) {
    expect(text).not.toContain(demoValue);
  }
});
