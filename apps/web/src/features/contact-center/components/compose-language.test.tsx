import { DEBT_COLLECTOR_DISCLOSURE } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARIA, openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const compose = () => screen.getByRole('form', { name: 'Compose' });
const chooseChannel = (name: 'SMS' | 'Email') =>
  fireEvent.click(within(compose()).getByRole('radio', { name }));
const language = (name: 'English' | 'Spanish (español)') =>
  within(within(compose()).getByRole('group', { name: 'Language' })).getByRole('radio', {
    name,
  }) as HTMLInputElement;
const pickTemplate = (value: string) =>
  fireEvent.change(within(compose()).getByLabelText('Template'), { target: { value } });
const message = () => within(compose()).getByLabelText('Message') as HTMLTextAreaElement;
const subject = () => within(compose()).getByLabelText('Subject') as HTMLInputElement;
const disclosureLines = () =>
  Array.from(
    within(compose())
      .getByRole('note', { name: 'Disclosure added to the message' })
      .querySelectorAll('p[lang]'),
  ).map((p) => [p.getAttribute('lang'), p.textContent]);

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe("the Compose card's language (issue 24)", { timeout: 40_000 }, () => {
  it("starts a Spanish account's text in Spanish, sends it so, and refills in English on a switch", async () => {
    const calls = workspaceServer(
      { 'POST /api/debtors/3/send-sms': () => ({ body: { success: true } }) },
      { ...MARIA, preferredLanguage: 'es' },
    );
    await openWorkspace('Contact Interface');
    // A call has no template, so no language either.
    expect(within(compose()).queryByRole('group', { name: 'Language' })).toBeNull();
    chooseChannel('SMS');
    expect(language('Spanish (español)').checked).toBe(true);
    pickTemplate('payment_reminder');
    expect(message().value).toMatch(/^Hola, Maria\. /);
    expect(message().value).toContain('Saldo actual: $1,000.10');
    expect(message().value).toContain('CFC AUTO CREDIT');

    fireEvent.click(language('English'));
    expect(language('English').checked).toBe(true);
    expect(message().value).toMatch(/^Hi Maria/);
    expect(message().value).not.toContain('Hola');

    fireEvent.click(language('Spanish (español)'));
    const spanish = message().value;
    expect(spanish).toMatch(/^Hola, Maria\. /);
    fireEvent.click(within(compose()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/debtors/3/send-sms')).toBe(true));
    expect(calls.find((c) => c.path === '/api/debtors/3/send-sms')?.body).toEqual({
      message: spanish,
      phoneNumber: '6095550144',
      language: 'es',
    });
  });

  // Decision 0097: the disclosure the server adds, in the message's language and the account's.
  it('shows the disclosure in the message language, and the account language too when they differ', async () => {
    workspaceServer({}, { ...MARIA, preferredLanguage: 'es' });
    await openWorkspace('Contact Interface');
    chooseChannel('SMS');
    expect(disclosureLines()).toEqual([['es', DEBT_COLLECTOR_DISCLOSURE.es.subsequent]]);
    fireEvent.click(language('English'));
    expect(disclosureLines()).toEqual([
      ['en', DEBT_COLLECTOR_DISCLOSURE.en.subsequent],
      ['es', DEBT_COLLECTOR_DISCLOSURE.es.subsequent],
    ]);
  });

  it('shows the full form before any communication has reached the consumer', async () => {
    workspaceServer({}, { ...MARIA, compliance: { ...MARIA.compliance, disclosure: 'initial' } });
    await openWorkspace('Contact Interface');
    chooseChannel('Email');
    expect(disclosureLines()).toEqual([['en', DEBT_COLLECTOR_DISCLOSURE.en.initial]]);
    expect(
      within(compose()).getByRole('note', { name: 'Disclosure added to the message' }).textContent,
    ).toContain('The first communication with this consumer: the full disclosure.');
  });

  it("fills a Spanish account's e-mail subject and body in Spanish, and in English after a switch", async () => {
    workspaceServer({}, { ...MARIA, preferredLanguage: 'es' });
    await openWorkspace('Contact Interface');
    chooseChannel('Email');
    expect(language('Spanish (español)').checked).toBe(true);
    pickTemplate('final_notice');
    expect(subject().value).toBe('Aviso final - CFC AUTO CREDIT');
    expect(message().value).toMatch(/^Estimado\(a\) Maria:/);
    fireEvent.click(language('English'));
    expect(subject().value).toBe('Final Notice - CFC AUTO CREDIT');
    expect(message().value).toContain('Dear Maria,');
  });

  it('starts an English account in English; a switch before any template changes only the next fill', async () => {
    workspaceServer();
    await openWorkspace('Contact Interface');
    chooseChannel('SMS');
    expect(language('English').checked).toBe(true);
    fireEvent.click(language('Spanish (español)'));
    expect(message().value).toBe('');
    pickTemplate('final_notice');
    expect(message().value).toMatch(/^AVISO FINAL: Maria, /);
  });
});
