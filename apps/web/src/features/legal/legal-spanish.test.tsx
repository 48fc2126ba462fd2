import { DEFAULT_PUBLIC_CONFIG } from '@arrears/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';
import { cookiePolicy } from './content/cookie-policy';
import { cookiePolicyEs } from './content/es/cookie-policy';
import { privacyPolicyEs } from './content/es/privacy-policy';
import { refundPolicyEs } from './content/es/refund-policy';
import { smsTermsEs } from './content/es/sms-terms';
import { termsOfUseEs } from './content/es/terms-of-use';
import { privacyPolicy } from './content/privacy-policy';
import { refundPolicy } from './content/refund-policy';
import { smsTerms } from './content/sms-terms';
import { termsOfUse } from './content/terms-of-use';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const brand = DEFAULT_PUBLIC_CONFIG.brand;

describe('the legal pages in Spanish (issue 24)', () => {
  it('shows the SMS terms in Spanish: date in words, the same ten sections, ALTO and STOP', async () => {
    fakeServer(sessionOf(null));
    renderApp('/sms-terms', undefined, { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos del servicio de SMS' }),
    ).toBeTruthy();
    expect(screen.getByText('Fecha de vigencia: 19 de junio de 2025')).toBeTruthy();
    expect(screen.getAllByTestId('policy-section')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Cómo dejar de recibir mensajes' })).toBeTruthy();
    expect(screen.getByText(/respondiendo ALTO o STOP a cualquier mensaje nuestro/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Información de contacto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('/policy shows the Spanish document the hash names, and its own not-found', async () => {
    fakeServer(sessionOf(null));
    renderApp('/policy#privacy-policy', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Información que recopilamos' })).toBeTruthy();
    cleanup();
    renderApp('/policy#nothing', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'No encontramos esta política' })).toBeTruthy();
  });

  it('shows the refund policy and the terms in Spanish, with the debt-collector notice', async () => {
    fakeServer(sessionOf(null));
    renderApp('/refund-policy', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de reembolsos' })).toBeTruthy();
    expect(screen.getByText(/dentro de los 3 días hábiles siguientes/)).toBeTruthy();
    cleanup();
    renderApp('/terms', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos de uso' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Esta comunicación es de un cobrador de deudas.');
  });

  it('every Spanish document has the English one’s shape: sections, bullets, closings', () => {
    const pairs = [
      [smsTerms, smsTermsEs],
      [privacyPolicy, privacyPolicyEs],
      [termsOfUse, termsOfUseEs],
      [refundPolicy, refundPolicyEs],
      [cookiePolicy, cookiePolicyEs],
    ] as const;
    for (const [english, spanish] of pairs) {
      const en = english(brand);
      const es = spanish(brand);
      const shape = (doc: typeof en) => ({
        numbered: doc.numbered,
        subtitle: Boolean(doc.subtitle),
        notice: Boolean(doc.notice),
        effectiveDate: Boolean(doc.effectiveDate),
        intro: doc.intro.length,
        sections: doc.sections.map((s) => [s.paragraphs.length, s.bullets?.length, s.closing?.length]),
      });
      expect(shape(es), en.title).toEqual(shape(en));
      expect(es.title).not.toBe(en.title);
    }
  });
});
