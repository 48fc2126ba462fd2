import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog(button: string, title: string) {
  await openWorkspace();
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}
const set = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const save = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('the contact update dialogs', { timeout: 40_000 }, () => {
  it('update phone: a new number is required, the reason optional; the PUT then a toast', async () => {
    const calls = workspaceServer({ 'PUT /api/debtors/3/update-phone': () => ({ body: { success: true } }) });
    const toasts = renderHook(() => useToast());
    const dialog = await openDialog('Update Phone', 'Update Phone Number');
    save(dialog, 'Update Phone');
    expect(await within(dialog).findByText('Enter a 10-digit phone number')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    set(dialog, 'Phone type', 'work');
    set(dialog, 'New phone number', '(609) 555-0123');
    save(dialog, 'Update Phone');
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Phone Number Updated'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phoneType: 'work',
      phoneNumber: '6095550123',
      reason: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('update email: needs a valid address; a refusal shows the server message', async () => {
    workspaceServer({
      'PUT /api/debtors/3/update-email': () => ({ status: 400, body: { message: 'Address rejected' } }),
    });
    const toasts = renderHook(() => useToast());
    const dialog = await openDialog('Update Email', 'Update Email Address');
    set(dialog, 'New email address', 'not-an-email');
    save(dialog, 'Update Email');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    set(dialog, 'New email address', 'maria@new.example');
    set(dialog, 'Reason (optional)', 'Debtor asked');
    save(dialog, 'Update Email');
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Email Update Failed'));
    expect(toasts.result.current.toasts[0]).toMatchObject({
      description: 'Address rejected',
      duration: 5000,
    });
    expect(screen.getByRole('dialog', { name: 'Update Email Address' })).toBeTruthy();
  });

  it('update address: address1, city, state (2) and ZIP (5) are required', async () => {
    const calls = workspaceServer({
      'PUT /api/debtors/3/update-address': () => ({ body: { success: true } }),
    });
    const toasts = renderHook(() => useToast());
    const dialog = await openDialog('Update Address', 'Update Address');
    save(dialog, 'Update Address');
    for (const text of [
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(await within(dialog).findByText(text)).toBeTruthy();
    }
    set(dialog, 'Address line 1', '12 Elm Street');
    set(dialog, 'City', 'Camden');
    set(dialog, 'State', 'NJX');
    set(dialog, 'ZIP code', '081021');
    save(dialog, 'Update Address');
    expect(await within(dialog).findByText('State must be at most 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('ZIP code must be at most 5 characters')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    set(dialog, 'State', 'NJ');
    set(dialog, 'ZIP code', '08102');
    save(dialog, 'Update Address');
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Address Updated'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      address1: '12 Elm Street',
      address2: '',
      city: 'Camden',
      state: 'NJ',
      zipCode: '08102',
      reason: '',
    });
  });
});
