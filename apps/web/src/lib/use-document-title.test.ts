import { describe, expect, it } from 'vitest';
import { pageTitle } from './use-document-title';

describe('pageTitle', () => {
  it('comes from the hash when there is one', () => {
    expect(pageTitle('#privacy-policy', 'Policies', 'Acme')).toBe('Privacy Policy');
  });

  it('is the page title and company name otherwise', () => {
    expect(pageTitle('', 'About Us', 'Acme')).toBe('About Us | Acme');
    expect(pageTitle('#', undefined, 'Acme')).toBe('Acme');
  });
});
