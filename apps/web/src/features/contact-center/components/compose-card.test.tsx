import { DEBT_COLLECTOR_DISCLOSURE } from '@arrears/domain';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const compose = () => screen.getByRole('form', { name: 'Compose' });
const chooseChannel = (name: 'Call' | 'SMS' | 'Email') =>
  fireEvent.click(within(compose()).getByRole('radio', { name }));
const button = (name: string) => within(compose()).getByRole('button', { name }) as HTMLButtonElement;
const phoneSelect = () => within(compose()).getByLabelText('Phone number') as HTMLSelectElement;
const message = () => within(compose()).getByLabelText('Message') as HTMLTextAreaElement;
const lastToast = (toasts: ReturnType<typeof useToast>) => toasts.toasts[0];
const disclosureNote = () => within(compose()).getByRole('note', { name: 'Disclosure added to the message' });

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('the Compose card', { timeout: 40_000 }, () => {
  it('preselects the primary phone for a call and lists only the numbers that exist', async () => {
    workspaceServer();
    await openWorkspace('Contact Interface');
    expect(phoneSelect().value).toBe('primary');
    const options = Array.from(phoneSelect().options).map((o) => o.textContent);
    expect(options).toEqual([
      'Select a phone number',
      'Primary: (609) 555-0144',
      'Alternate: (609) 555-0199',
      'Custom number...',
    ]);
    expect(button('Dial').disabled).toBe(false);
    fireEvent.change(phoneSelect(), { target: { value: '' } });
    expect(button('Dial').disabled).toBe(true);
  });

  it('reveals a number input for a custom entry; Dial and Send wait for a number', async () => {
    workspaceServer();
    await openWorkspace('Contact Interface');
    fireEvent.change(phoneSelect(), { target: { value: 'custom' } });
    const custom = within(compose()).getByLabelText('Custom phone number');
    expect(button('Dial').disabled).toBe(true);
    fireEvent.change(custom, { target: { value: '(555) 222-3333' } });
    expect(button('Dial').disabled).toBe(false);

    chooseChannel('SMS');
    expect(phoneSelect().value).toBe('custom');
    fireEvent.change(message(), { target: { value: 'Hello' } });
    expect(button('Send').disabled).toBe(false);
    fireEvent.change(within(compose()).getByLabelText('Custom phone number'), { target: { value: '' } });
    expect(button('Send').disabled).toBe(true);
  });

  it('keeps Send disabled with an empty message; SMS also needs a phone', async () => {
    workspaceServer();
    await openWorkspace('Contact Interface');
    chooseChannel('Email');
    expect(within(compose()).queryByLabelText('Phone number')).toBeNull();
    expect(button('Send').disabled).toBe(true);
    fireEvent.change(message(), { target: { value: '   ' } });
    expect(button('Send').disabled).toBe(true);
    fireEvent.change(message(), { target: { value: 'Hi Maria' } });
    expect(button('Send').disabled).toBe(false);

    chooseChannel('SMS');
    // Choosing SMS preselects the primary phone (none was chosen).
    expect(phoneSelect().value).toBe('primary');
    expect(button('Send').disabled).toBe(false);
    fireEvent.change(phoneSelect(), { target: { value: '' } });
    expect(button('Send').disabled).toBe(true);
  });

  // Decision 0097: the server adds the disclosure to every message, so the card shows it as a fixed
  // line (the spec's switch, which changed nothing sent, is gone) and sends the message's language.
  it('fills an SMS from a template and sends it with its language; the disclosure is a fixed line, no switch', async () => {
    const calls = workspaceServer({ 'POST /api/debtors/3/send-sms': () => ({ body: { success: true } }) });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    chooseChannel('SMS');
    expect(within(compose()).queryByRole('switch')).toBeNull();
    // Maria's notice went out (the fixture's snapshot): a later communication, the short form.
    expect(disclosureNote().textContent).toContain(DEBT_COLLECTOR_DISCLOSURE.en.subsequent);
    expect(disclosureNote().textContent).toContain('A later communication: the short disclosure.');
    fireEvent.change(within(compose()).getByLabelText('Template'), { target: { value: 'payment_reminder' } });
    expect(message().value).toContain('Hi Maria');
    expect(message().value).toContain('$1,000.10');
    expect(message().value).toContain('CFC AUTO CREDIT');
    const text = message().value;
    fireEvent.click(button('Send'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/debtors/3/send-sms')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/debtors/3/send-sms');
    expect(sent?.body).toEqual({ message: text, phoneNumber: '6095550144', language: 'en' });
    expect(text).not.toContain(DEBT_COLLECTOR_DISCLOSURE.en.subsequent);
    await waitFor(() => expect(lastToast(toasts.result.current)?.title).toBe('SMS Sent Successfully'));
    expect(lastToast(toasts.result.current)?.duration).toBe(4000);
    await waitFor(() => expect(message().value).toBe(''));
    // The history is read again after the send.
    expect(calls.filter((c) => c.path === '/api/debtors/3/contacts').length).toBeGreaterThan(1);
  });

  it('shows the server message in a 5 s SMS Failed toast', async () => {
    workspaceServer({
      'POST /api/debtors/3/send-sms': () => ({
        status: 400,
        body: { message: 'This number has opted out of text messages (STOP). No message was sent.' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    chooseChannel('SMS');
    fireEvent.change(message(), { target: { value: 'Hello' } });
    fireEvent.click(button('Send'));
    await waitFor(() => expect(lastToast(toasts.result.current)?.title).toBe('SMS Failed'));
    expect(lastToast(toasts.result.current)).toMatchObject({
      description: 'This number has opted out of text messages (STOP). No message was sent.',
      variant: 'destructive',
      duration: 5000,
    });
  });

  it('fills an e-mail subject and body from a template and sends it multipart with attachments', async () => {
    workspaceServer({ 'POST /api/debtors/3/contact': () => ({ body: { success: true } }) });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    chooseChannel('Email');
    fireEvent.change(within(compose()).getByLabelText('Template'), { target: { value: 'final_notice' } });
    const subject = within(compose()).getByLabelText('Subject') as HTMLInputElement;
    expect(subject.value).toBe('Final Notice - CFC AUTO CREDIT');
    expect(message().value).toContain('Dear Maria,');
    // The template does not write the disclosure: the card shows the line the server adds.
    expect(message().value).not.toContain('attempt to collect a debt');
    expect(disclosureNote().textContent).toContain(DEBT_COLLECTOR_DISCLOSURE.en.subsequent);

    const files = [
      new File(['a'], 'statement.pdf', { type: 'application/pdf' }),
      new File(['b'], 'notice.txt', { type: 'text/plain' }),
      new File(['c'], 'photo.png', { type: 'image/png' }),
    ];
    fireEvent.change(within(compose()).getByLabelText('Attachments'), { target: { files } });
    const list = within(compose()).getByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove notice.txt' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['statement.pdf', 'photo.png']);

    fireEvent.click(button('Send'));
    await waitFor(() => expect(lastToast(toasts.result.current)?.title).toBe('Email Sent Successfully'));
    const fetchMock = vi.mocked(fetch);
    const post = fetchMock.mock.calls.find(([path]) => path === '/api/debtors/3/contact');
    const form = post?.[1]?.body as FormData;
    expect(form.get('channel')).toBe('email');
    expect(form.get('subject')).toBe('Final Notice - CFC AUTO CREDIT');
    expect(form.get('message')).toContain('Dear Maria,');
    expect(form.get('language')).toBe('en');
    expect((form.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['statement.pdf', 'photo.png']);
    await waitFor(() => expect(subject.value).toBe(''));
  });

  it("shows the answer's error field when the e-mail is refused", async () => {
    workspaceServer({
      'POST /api/debtors/3/contact': () => ({
        status: 400,
        body: { error: 'Each attachment may be at most 10 MB' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    chooseChannel('Email');
    fireEvent.change(message(), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(button('Send')));
    await waitFor(() => expect(lastToast(toasts.result.current)?.title).toBe('Email Failed'));
    expect(lastToast(toasts.result.current)?.description).toBe('Each attachment may be at most 10 MB');
  });

  it('saves an internal note; Save note is disabled while empty', async () => {
    const calls = workspaceServer({ 'POST /api/debtors/3/notes': () => ({ body: { success: true } }) });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    const save = screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '  Promised to pay Friday ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(lastToast(toasts.result.current)?.title).toBe('Note Added'));
    expect(calls.find((c) => c.path === '/api/debtors/3/notes')?.body).toEqual({
      body: 'Promised to pay Friday',
      category: 'internal',
    });
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');
  });

  it('has a Recent Activity list 340 px high', async () => {
    workspaceServer();
    await openWorkspace('Contact Interface');
    const area = screen.getByRole('region', { name: 'Recent activity' });
    expect(area.style.height).toBe('340px');
    expect(await within(area).findByText('Voicemail left')).toBeTruthy();
  });
});
