import { IDENTITY_REVIEW_MESSAGES, type IdentityReviewList } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./identity-reviews-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUEUE: IdentityReviewList = {
  total: 1,
  reviews: [
    {
      id: 42,
      accountNumber: 'EVIL-2',
      clientName: 'Evil Lending',
      name: 'Vera Quill',
      address: '1 Lantern Way, Dover, DE 19901',
      hasLogin: false,
      updatedAt: '2026-03-02T15:00:00.000Z',
      others: [
        {
          id: 7,
          accountNumber: 'VERA-1',
          clientName: 'Keystone Community Bank',
          name: 'Vera Quill',
          address: '27 Walnut Street, Harrisburg, PA 17101',
          hasLogin: true,
          match: 'same_full_ssn',
        },
      ],
    },
  ],
};

describe('/admin/identity-reviews', () => {
  it('shows the waiting account beside the person’s, and keeps it apart only with a reason', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/identity-reviews': () => ({ body: QUEUE }),
      'POST /api/admin/identity-reviews/42': () => ({
        body: { id: 42, identityReview: 'rejected', message: IDENTITY_REVIEW_MESSAGES.rejected },
      }),
    });
    renderApp('/admin/identity-reviews');
    expect(await screen.findByText('1 Lantern Way, Dover, DE 19901')).toBeTruthy();
    expect(screen.getByText('27 Walnut Street, Harrisburg, PA 17101')).toBeTruthy();
    expect(screen.getByText('Same full SSN')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Keep apart' }));
    expect(await screen.findByText(IDENTITY_REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/identity-reviews/'))).toBe(false);

    fireEvent.change(screen.getByLabelText(/Reason/), {
      target: { value: 'Placed by a client we never work with' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Keep apart' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/identity-reviews/42')?.body).toEqual({
        decision: 'reject',
        reason: 'Placed by a client we never work with',
      }),
    );
  });

  it('says when nothing waits', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/identity-reviews': () => ({ body: { total: 0, reviews: [] } }),
    });
    renderApp('/admin/identity-reviews');
    expect(await screen.findByText('No account is waiting for an identity review.')).toBeTruthy();
  });
});
