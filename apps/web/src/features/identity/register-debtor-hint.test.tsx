import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

vi.mock('@/lib/public-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/public-config')>()),
  useDemoMode: () => false,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/register-debtor outside demo mode', () => {
  it('keeps a hint but shows no demo values', async () => {
    fakeServer(sessionOf(null));
    renderApp('/register-debtor');
    await screen.findByRole('heading', { name: 'Create Account' });
    const hint = screen.getByRole('complementary', { name: 'Which details to use' });
    expect(hint.textContent).not.toContain('Maria');
    expect(hint.textContent).not.toContain('4321');
    expect(hint.textContent).not.toContain('ACC-100003');
    expect(hint.textContent).toContain('last 4 digits of your SSN');
    expect(hint.textContent).toContain('account number printed on the letter');
  });
});
