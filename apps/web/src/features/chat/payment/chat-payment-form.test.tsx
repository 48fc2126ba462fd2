import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatServer, openVerified } from '../testing';

beforeAll(async () => {
  await import('../chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the chat payment form', () => {
  it('opens at its first field: the amount has the focus and the form is scrolled to its top', async () => {
    const scrolled: Array<{ element: Element; options: unknown }> = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    };
    chatServer();
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));

    const amount = await screen.findByLabelText('Payment Amount ($)');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    const form = screen.getByTestId('chat-payment-form');
    expect(scrolled).toEqual([{ element: form.parentElement, options: { block: 'start' } }]);
  });
});
