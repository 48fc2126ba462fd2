import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader, siteLanguageOf } from './site-language';

describe('the site language', () => {
  it('follows Accept-Language by q-value: any Spanish region is Spanish, anything else we do not write is no answer', () => {
    expect(languageFromAcceptHeader('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptHeader('es-419')).toBe('es');
    expect(languageFromAcceptHeader('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptHeader('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(languageFromAcceptHeader('es;q=0, en-GB')).toBe('en');
    expect(languageFromAcceptHeader('fr, de;q=0.8')).toBeNull();
    expect(languageFromAcceptHeader('*')).toBeNull();
    expect(languageFromAcceptHeader(undefined)).toBeNull();
  });
  it('takes a cookie value only when it is exactly en or es', () => {
    expect(siteLanguageOf('es')).toBe('es');
    expect(siteLanguageOf('en')).toBe('en');
    expect(siteLanguageOf('ES')).toBeNull();
    expect(siteLanguageOf('')).toBeNull();
    expect(siteLanguageOf(undefined)).toBeNull();
  });
});
