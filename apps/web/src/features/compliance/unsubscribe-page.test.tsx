import { UNSUBSCRIBE_MESSAGES as M } from '@arrears/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'NDI6YUBleGFtcGxlLmNvbQ.sig';
const LINK = `/api/unsubscribe/link?token=${TOKEN}`;
const POST = `/api/unsubscribe?token=${TOKEN}`;
const HEADING = { name: 'Unsubscribe', level: 1 };

describe('/unsubscribe', { timeout: 30_000 }, () => {
  it('opening the page only reads the link; the button posts the opt-out and shows the result', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      [`GET ${LINK}`]: () => ({ body: { address: 'a•••@example.com', unsubscribed: false } }),
      [`POST ${POST}`]: () => ({ body: { message: M.done } }),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', HEADING, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(M.question)).toBeTruthy();
    expect(screen.getByText('a•••@example.com')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/unsubscribe')).map((c) => c.method)).toEqual(['GET']);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(M.done)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === POST)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('an address already unsubscribed: says so, no button', async () => {
    fakeServer({
      ...sessionOf(null),
      [`GET ${LINK}`]: () => ({ body: { address: 'a•••@example.com', unsubscribed: true } }),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText(M.already, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it.each([
    ['a token the server refuses', `/unsubscribe?token=${TOKEN}`],
    ['no token', '/unsubscribe'],
  ])('%s: the invalid or expired link message, no button', async (_case, url) => {
    const calls = fakeServer({
      ...sessionOf(null),
      [`GET ${LINK}`]: () => ({ status: 400, body: { message: M.invalid } }),
    });
    renderApp(url);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(M.invalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/unsubscribe'))).toBe(false);
  });

  it('a failed POST keeps the button and says why', async () => {
    fakeServer({
      ...sessionOf(null),
      [`GET ${LINK}`]: () => ({ body: { address: 'a•••@example.com', unsubscribed: false } }),
      [`POST ${POST}`]: () => ({ status: 500, body: { message: M.failed } }),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 10_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.failed);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
