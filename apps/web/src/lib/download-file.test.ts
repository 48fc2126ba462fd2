import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadFile, fileNameOf } from './download-file';
import { catchDownloads } from './testing/catch-downloads';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fileNameOf', () => {
  it('reads the quoted or bare file name, else the fallback', () => {
    expect(fileNameOf('attachment; filename="receipt-R-7.pdf"', 'x.pdf')).toBe('receipt-R-7.pdf');
    expect(fileNameOf('attachment; filename=export.xlsx; size=9', 'x.pdf')).toBe('export.xlsx');
    expect(fileNameOf('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('downloadFile', () => {
  it("fetches with the cookies and saves the body under the server's name", async () => {
    const saved = catchDownloads();
    const fetchMock = vi.fn(
      async () =>
        new Response('PDF', { headers: { 'Content-Disposition': 'attachment; filename="receipt-R-7.pdf"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await downloadFile('/api/payments/7/receipt', 'receipt-7.pdf')).toBe('receipt-R-7.pdf');
    expect(fetchMock).toHaveBeenCalledWith('/api/payments/7/receipt', { credentials: 'include' });
    expect(saved.map((s) => s.name)).toEqual(['receipt-R-7.pdf']);
    expect(await saved[0]?.blob.text()).toBe('PDF');
    expect(document.querySelector('a')).toBeNull();
  });

  it('uses the fallback name when the server gives none', async () => {
    const saved = catchDownloads();
    vi.stubGlobal('fetch', async () => new Response('xlsx'));
    expect(await downloadFile('/api/admin/export-excel', 'debt_accounts_export.xlsx')).toBe(
      'debt_accounts_export.xlsx',
    );
    expect(saved.map((s) => s.name)).toEqual(['debt_accounts_export.xlsx']);
  });

  it('raises the ApiError of a failed answer and saves nothing', async () => {
    const saved = catchDownloads();
    vi.stubGlobal('fetch', async () => new Response('{"message":"Receipt not found"}', { status: 404 }));
    const error = await downloadFile('/api/payments/9/receipt', 'receipt-9.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Receipt not found');
    expect(saved).toEqual([]);
  });
});
