import type { MyQueue, UnreadReplies } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (accountId: number, fullName: string, reasons: [string, string, string | null][]) => ({
  accountId,
  accountNumber: `ACC-${accountId}`,
  fullName,
  unpaidBalance: '250.00',
  placedAt: '2026-01-05T12:00:00.000Z',
  assignedUserId: 7,
  reasons: reasons.map(([code, label, detail], i) => ({ code, label, detail, rank: (i + 1) * 10 })),
  localTimes: [{ timeZone: 'America/Chicago', localTime: '9:15 AM' }],
  callWindow: { hours: '8:00 AM - 9:00 PM', state: null },
});

const page = (ready: MyQueue['ready'], waiting: MyQueue['waiting']): MyQueue => ({
  ready,
  waiting,
  counts: { ready: ready.length, waiting: waiting.length },
  page: 1,
  pageSize: 25,
  pages: ready.length + waiting.length > 0 ? 1 : 0,
  truncated: false,
});

/** What the tab asks first: no filter, page 1 of 25 rows. */
const FIRST_PAGE = '/api/admin/contact-center/my-queue?page=1&pageSize=25';

const QUEUE: MyQueue = page(
  [
    item(11, 'Carla Callback', [
      ['callback_requested', 'Callback requested', 'Text: “call me after 5”'],
      ['reply_to_read', 'Reply to read', '1 unread reply'],
    ]),
    item(12, 'Nina Never', [['never_contacted', 'Never contacted', null]]),
  ],
  [
    {
      ...item(13, 'Paul Pacific', [['reply_to_read', 'Reply to read', '1 unread reply']]),
      rule: 'inconvenient_time',
      message: 'Outside calling hours in the consumer’s time zone.',
      opensAt: '2026-03-02T16:00:00.000Z',
    },
    {
      ...item(14, 'Cecil Cease', [['callback_requested', 'Callback requested', null]]),
      rule: 'cease_communication',
      message: 'The consumer asked us to stop contacting them.',
      opensAt: null,
    },
  ],
);
const REPLIES: UnreadReplies = {
  replies: [
    {
      id: 5,
      accountId: 11,
      accountNumber: 'ACC-11',
      fullName: 'Carla Callback',
      fromNumber: '6095550144',
      body: 'call me after 5',
      receivedAt: '2026-03-02T14:00:00.000Z',
    },
  ],
};

function server(user = TEST_USERS.collector) {
  return fakeServer({
    ...sessionOf(user),
    [`GET ${FIRST_PAGE}`]: () => ({ body: QUEUE }),
    'GET /api/admin/contact-center/my-queue?reason=callback_requested&page=1&pageSize=25': () => ({
      body: page([QUEUE.ready[0]], [QUEUE.waiting[1]]),
    }),
    'GET /api/admin/contact-center/replies': () => ({ body: REPLIES }),
  });
}

describe('/admin/contact-center: My queue', { timeout: 40_000 }, () => {
  it('opens on My queue: the ready accounts in order with their reasons, then the waiting ones with when they open', async () => {
    server();
    renderApp('/admin/contact-center');
    const ready = await screen.findByRole('list', { name: 'Ready to work' }, { timeout: 15_000 });
    const rows = within(ready).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/admin/debtor/11?from=queue',
      '/admin/debtor/12?from=queue',
    ]);
    // Each row: the consumer's local time and the window calls are allowed in.
    expect(within(rows[0]).getByTestId('queue-local-time').textContent).toBe(
      '9:15 AM Chicagocalls 8:00 AM - 9:00 PM',
    );
    expect(screen.getByTestId('queue-count').textContent).toBe('2 ready · 2 waiting');
    expect(rows[0].textContent).toContain('Callback requested');
    expect(rows[0].textContent).toContain('Reply to read');
    expect(rows[0].textContent).toContain('Text: “call me after 5”');
    const waiting = screen.getByRole('list', { name: 'Waiting' });
    const held = within(waiting).getAllByRole('link');
    expect(held[0].textContent).toContain('Opens 03/02/2026 11:00 AM EST');
    expect(held[1].textContent).toContain('Does not open by itself');
    expect(screen.getByRole('tab', { name: 'My queue' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a collector has no account look-up, the breadcrumb home; the replies tab counts and lists the unread texts', async () => {
    server();
    renderApp('/admin/contact-center');
    const tab = await screen.findByRole('tab', { name: 'Replies to read (1)' }, { timeout: 15_000 });
    expect(screen.queryByRole('tab', { name: 'Find an account' })).toBeNull();
    // The breadcrumb leads a collector to their own home (decision 0117).
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
    fireEvent.mouseDown(tab, { button: 0 });
    const list = await screen.findByRole('list', { name: 'Replies to read' });
    expect(within(list).getByRole('link', { name: 'Carla Callback' }).getAttribute('href')).toBe(
      '/admin/debtor/11',
    );
    expect(list.textContent).toContain('call me after 5');
    expect(list.textContent).toContain('from 6095550144');
  });

  it('staff keep the look-up as a tab', async () => {
    server(TEST_USERS.staff);
    renderApp('/admin/contact-center');
    expect(await screen.findByRole('tab', { name: 'Find an account' }, { timeout: 15_000 })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
  });

  it('says what to do when the queue is empty', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.collector),
      [`GET ${FIRST_PAGE}`]: () => ({ body: page([], []) }),
    });
    renderApp('/admin/contact-center');
    expect(
      await screen.findByText(
        'Nothing to work right now. Accounts assigned to you appear here.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('filters on the server by reason, counts what matches, and Start next opens the first ready account', async () => {
    const calls = server();
    const view = renderApp('/admin/contact-center');
    await screen.findByRole('list', { name: 'Ready to work' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'callback_requested' } });
    await waitFor(() => expect(screen.getByTestId('queue-count').textContent).toBe('1 ready · 1 waiting'));
    expect(calls.map((c) => c.path)).toContain(
      '/api/admin/contact-center/my-queue?reason=callback_requested&page=1&pageSize=25',
    );
    // Every link to the workspace carries the filters: Save & next walks the queue as filtered.
    const ready = screen.getByRole('list', { name: 'Ready to work' });
    expect(
      within(ready)
        .getAllByRole('link')
        .map((r) => r.getAttribute('href')),
    ).toEqual(['/admin/debtor/11?from=queue&reason=callback_requested']);
    fireEvent.click(screen.getByRole('button', { name: 'Start next' }));
    await waitFor(() => expect(view.pathname()).toBe('/admin/debtor/11'));
    expect(view.search()).toBe('?from=queue&reason=callback_requested');
  });

  describe('Callback requests of callers no account matched', () => {
    const CALLBACKS: NonNullable<MyQueue['callbacks']> = [
      {
        id: 31,
        phone: '6105550199',
        language: 'en',
        requestedAt: '2026-03-02T14:30:00.000Z',
        hasMessage: true,
        messageUrl: '/api/admin/contact-center/callback-requests/31/message',
        reason: 'no_account',
      },
      {
        id: 32,
        phone: '2155550123',
        language: 'es',
        requestedAt: '2026-03-02T15:05:00.000Z',
        hasMessage: false,
        messageUrl: null,
        reason: 'identity_not_verified',
      },
    ];

    function staffServer(done: () => { status?: number; body?: unknown }) {
      let open = CALLBACKS;
      const calls = fakeServer({
        ...sessionOf(TEST_USERS.staff),
        [`GET ${FIRST_PAGE}`]: () => ({ body: { ...QUEUE, callbacks: open } }),
        'GET /api/admin/contact-center/replies': () => ({ body: REPLIES }),
        'POST /api/admin/contact-center/callback-requests/31/done': () => {
          const answer = done();
          if (!answer.status) open = open.filter((c) => c.id !== 31);
          return answer;
        },
      });
      return calls;
    }

    it('staff see each request above the rows: the number, when it was left, why, and the message to play', async () => {
      staffServer(() => ({ body: { success: true } }));
      renderApp('/admin/contact-center');
      const list = await screen.findByRole('list', { name: 'Callback requests' }, { timeout: 15_000 });
      expect(screen.getByRole('heading', { name: 'Callback requests (2)' })).toBeTruthy();
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first.textContent).toContain('(610) 555-0199');
      expect(first.textContent).toContain('Left 03/02/2026 9:30 AM EST');
      expect(first.textContent).toContain('No account matched');
      expect(
        within(first)
          .getByRole('link', { name: 'Play the message from (610) 555-0199' })
          .getAttribute('href'),
      ).toBe('/api/admin/contact-center/callback-requests/31/message');
      expect(second.textContent).toContain('(215) 555-0123');
      expect(second.textContent).toContain('Identity not verified');
      expect(second.textContent).toContain('Spanish');
      expect(within(second).queryByRole('link')).toBeNull();
      // Above the queue's rows.
      const rows = screen.getByRole('list', { name: 'Ready to work' });
      expect(list.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('Done marks the request on the server and the list reads again without it', async () => {
      const calls = staffServer(() => ({ body: { success: true } }));
      renderApp('/admin/contact-center');
      await screen.findByRole('list', { name: 'Callback requests' }, { timeout: 15_000 });
      fireEvent.click(screen.getByRole('button', { name: 'Done: (610) 555-0199' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Callback requests (1)' })).toBeTruthy(),
      );
      expect(
        calls.filter((c) => c.path.includes('callback-requests')).map((c) => `${c.method} ${c.path}`),
      ).toEqual(['POST /api/admin/contact-center/callback-requests/31/done']);
      expect(screen.queryByText('(610) 555-0199')).toBeNull();
      expect(screen.getByText('(215) 555-0123')).toBeTruthy();
    });

    it('a refused Done says why in plain words and keeps the request', async () => {
      staffServer(() => ({ status: 404, body: { message: 'No open callback request with this id.' } }));
      renderApp('/admin/contact-center');
      await screen.findByRole('list', { name: 'Callback requests' }, { timeout: 15_000 });
      fireEvent.click(screen.getByRole('button', { name: 'Done: (610) 555-0199' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Could not mark (610) 555-0199 done: No open callback request with this id.',
      );
      expect(screen.getByRole('heading', { name: 'Callback requests (2)' })).toBeTruthy();
    });

    it('a collector has no such section (the server sends none)', async () => {
      server();
      renderApp('/admin/contact-center');
      await screen.findByRole('list', { name: 'Ready to work' }, { timeout: 15_000 });
      expect(screen.queryByRole('list', { name: 'Callback requests' })).toBeNull();
      expect(screen.queryByText(/Callback requests \(/)).toBeNull();
    });
  });
});
