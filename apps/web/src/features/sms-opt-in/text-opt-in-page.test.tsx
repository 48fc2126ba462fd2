import { DEFAULT_PUBLIC_CONFIG, SMS_OPT_IN_MESSAGES as M, smsConsentText } from '@arrears/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUBMIT = '/api/sms-opt-in/submit';

function fill(name: string, phone: string, consent: boolean) {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: phone } });
  const box = screen.getByRole('checkbox') as HTMLInputElement;
  if (box.checked !== consent) fireEvent.click(box);
}

describe('/text-opt-in', { timeout: 30_000 }, () => {
  it('shows the consent wording, checks the fields and toasts Consent Required', async () => {
    const calls = fakeServer({ ...sessionOf(null) });
    renderApp('/text-opt-in');
    expect(await screen.findByRole('heading', { name: 'Text Message Opt-In' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: smsConsentText(DEFAULT_PUBLIC_CONFIG.brand.companyName) }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Opt In to Text Messages' }));
    expect(await screen.findByText(M.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(M.phoneRequired)).toBeTruthy();
    expect(await screen.findByText(M.consentRequiredTitle)).toBeTruthy();
    expect(screen.getAllByText(M.consentRequired).length).toBeGreaterThan(0);

    fill('Jane Doe', '555-0101', false);
    fireEvent.click(screen.getByRole('button', { name: 'Opt In to Text Messages' }));
    expect(await screen.findByText(M.phoneDigits)).toBeTruthy();
    expect(calls.some((c) => c.path === SUBMIT)).toBe(false);
  });

  it('sends the form and shows the success screen', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      [`POST ${SUBMIT}`]: () => ({ body: { message: M.success } }),
    });
    renderApp('/text-opt-in');
    await screen.findByRole('heading', { name: 'Text Message Opt-In' });
    fill('Jane Doe', '(215) 555-0101', true);
    fireEvent.click(screen.getByRole('button', { name: 'Opt In to Text Messages' }));
    expect(await screen.findByRole('heading', { name: "You're Signed Up" })).toBeTruthy();
    expect(screen.getByText(M.success)).toBeTruthy();
    expect(calls.find((c) => c.path === SUBMIT)?.body).toEqual({
      fullName: 'Jane Doe',
      phoneNumber: '2155550101',
      consent: true,
    });
    expect(
      screen.getAllByRole('link', { name: 'Back to Home' }).every((a) => a.getAttribute('href') === '/'),
    ).toBe(true);
  });

  it('toasts Submission Failed with the server message', async () => {
    fakeServer({
      ...sessionOf(null),
      [`POST ${SUBMIT}`]: () => ({ status: 429, body: { message: M.throttled } }),
    });
    renderApp('/text-opt-in');
    await screen.findByRole('heading', { name: 'Text Message Opt-In' });
    fill('Jane Doe', '2155550101', true);
    fireEvent.click(screen.getByRole('button', { name: 'Opt In to Text Messages' }));
    expect(await screen.findByText(M.submissionFailedTitle)).toBeTruthy();
    expect(screen.getByText(M.throttled)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You're Signed Up" })).toBeNull();
  });
});
