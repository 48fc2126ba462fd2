import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page';

afterEach(cleanup);

const pageModule = () => ({ ReportPage: () => <h1>Report</h1> });

describe('lazyPage', () => {
  it('downloads the code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => pageModule());
    const Page = lazyPage(load, 'ReportPage');
    preloadPage(Page);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without the fallback', async () => {
    const Page = lazyPage(async () => pageModule(), 'ReportPage');
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback while a page that was not preloaded loads', async () => {
    let resolve: (m: ReturnType<typeof pageModule>) => void = () => {};
    const Page = lazyPage(
      () => new Promise<ReturnType<typeof pageModule>>((r) => (resolve = r)),
      'ReportPage',
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve(pageModule()));
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeTruthy();
  });

  it('leaves components that are not lazy pages alone', () => {
    expect(() => preloadPage(() => null)).not.toThrow();
  });
});
