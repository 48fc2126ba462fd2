import { DEFAULT_PUBLIC_CONFIG, SMS_OPT_IN_MESSAGES as M, smsConsentText } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUBMIT = '/api/sms-opt-in/submit';
const CONFIRM = '/api/sms-opt-in/confirm';

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
    // The first test loads the page's code: a loaded machine may take a few seconds.
    expect(
      await screen.findByRole('heading', { name: 'Text Message Opt-In' }, { timeout: 10_000 }),
    ).toBeTruthy();
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

  it('sends the form, asks for the code texted, and shows the success screen once it is confirmed', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      [`POST ${SUBMIT}`]: () => ({ body: { message: M.confirmationSent } }),
      [`POST ${CONFIRM}`]: () => ({ body: { message: M.success } }),
    });
    renderApp('/text-opt-in');
    await screen.findByRole('heading', { name: 'Text Message Opt-In' });
    fill('Jane Doe', '(215) 555-0101', true);
    fireEvent.click(screen.getByRole('button', { name: 'Opt In to Text Messages' }));
    expect(await screen.findByRole('heading', { name: M.codeTitle })).toBeTruthy();
    expect(screen.getByText(M.confirmationSent)).toBeTruthy();
    expect(screen.getByText('Sent to (215) 555-0101.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You're Signed Up" })).toBeNull();
    expect(calls.find((c) => c.path === SUBMIT)?.body).toEqual({
      fullName: 'Jane Doe',
      phoneNumber: '2155550101',
      consent: true,
    });

    // Six digits, or the page says so and asks nothing.
    fireEvent.change(screen.getByLabelText('Confirmation Code'), { target: { value: '12a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(M.codeRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === CONFIRM)).toBe(false);

    fireEvent.change(screen.getByLabelText('Confirmation Code'), { target: { value: '042917' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: "You're Signed Up" })).toBeTruthy();
    expect(screen.getByText(M.success)).toBeTruthy();
    expect(calls.find((c) => c.path === CONFIRM)?.body).toEqual({
      phoneNumber: '2155550101',
      code: '042917',
    });
    expect(
      screen.getAllByRole('link', { name: 'Back to Home' }).every((a) => a.getAttribute('href') === '/'),
    ).toBe(true);
  });

  it('a wrong code: the message and another try; a dead code: Start Over, back to the filled form', async () => {
    let answers = 0;
    fakeServer({
      ...sessionOf(null),
      [`POST ${SUBMIT}`]: () => ({ body: { message: M.confirmationSent } }),
      [`POST ${CONFIRM}`]: () =>
        ++answers === 1
          ? { status: 400, body: { message: M.codeWrong } }
          : { status: 410, body: { message: M.codeDead } },
    });
    renderApp('/text-opt-in');
    await screen.findByRole('heading', { name: 'Text Message Opt-In' });
    fill('Jane Doe', '2155550101', true);
    fireEvent.click(screen.getByRole('button', { name: 'Opt In to Text Messages' }));
    await screen.findByRole('heading', { name: M.codeTitle });

    fireEvent.change(screen.getByLabelText('Confirmation Code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.codeWrong);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.codeDead));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(await screen.findByRole('heading', { name: 'Text Message Opt-In' })).toBeTruthy();
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('2155550101');
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
