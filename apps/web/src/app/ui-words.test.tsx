import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/use-toast';
import { AppProviders } from './providers';
import { setTestLanguage } from './testing';
import { EnglishUiWords } from './ui-words';

afterEach(() => {
  cleanup();
  setTestLanguage('en');
});

const failed = { isPending: false, isError: true, error: null, refetch: vi.fn() };

describe("the design system's own words (issue 24)", () => {
  it('are Spanish on a Spanish page: Try Again and the toast region', async () => {
    setTestLanguage('es');
    render(
      <AppProviders>
        <QueryState query={failed} what="documentos" />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    act(() => {
      toast({ title: 'Pago recibido' });
    });
    expect(await screen.findByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();
    await screen.findByText('Pago recibido');
    expect(document.querySelector('[aria-label="Cerrar"]')).toBeTruthy();
    // Radix reads each toast out after its label.
    await waitFor(() => expect(document.body.textContent).toContain('Notificación'));
  });

  it("say the default loading label and load failure in Spanish, with the page's own noun", () => {
    setTestLanguage('es');
    render(
      <AppProviders>
        <QueryState query={failed} what="sus documentos" />
        <QueryState query={{ ...failed, isPending: true, isError: false }} what="sus pagos" />
      </AppProviders>,
    );
    expect(screen.getByText('No pudimos cargar sus documentos. Por favor, inténtelo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Cargando sus pagos' })).toBeTruthy();
    cleanup();
    render(
      <AppProviders>
        <EnglishUiWords>
          <QueryState query={failed} what="documents" />
        </EnglishUiWords>
      </AppProviders>,
    );
    expect(screen.getByText('We could not load your documents. Please try again.')).toBeTruthy();
  });

  it('stay English in English and in the back office whatever the language', () => {
    render(
      <AppProviders>
        <QueryState query={failed} what="documents" />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    cleanup();
    setTestLanguage('es');
    render(
      <AppProviders>
        <EnglishUiWords>
          <QueryState query={failed} what="documents" />
        </EnglishUiWords>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
