import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '@/ui/alert';
import { Card, CardContent } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { IMPORT_HISTORY_KEY } from './api/import-history';
import { ImportForm } from './components/import-form';
import { ImportHistory } from './components/import-history';
import { ImportProgressPanel } from './components/import-progress-panel';
import { ImportResultPanel } from './components/import-result-panel';
import { ImportGuidelines, ImportTemplates } from './components/import-templates';
import { useImportUpload } from './use-import-upload';

const tabClasses =
  'min-h-11 whitespace-nowrap rounded-md px-3 font-medium text-gray-700 text-sm hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * /admin/import (docs/product/accounts-import.md): the Data Management page with its single tab Import Data & Documents:
 * import type, file, upload progress then processing progress, the result panel, the templates
 * and the guidelines of docs/product/accounts-import.md; under them the history of every import (decision 0043).
 */
export function ImportPage() {
  const { phase, progress, start } = useImportUpload();
  const busy = phase.name === 'uploading' || phase.name === 'processing';
  const queryClient = useQueryClient();
  // An upload that started or ended changes the history below the form.
  useEffect(() => {
    if (phase.name !== 'idle') void queryClient.invalidateQueries({ queryKey: IMPORT_HISTORY_KEY });
  }, [phase.name, queryClient]);

  return (
    <AdminSubPage
      title="Data Management"
      description="Import accounts, payments and transactions from CSV or Excel files."
      width="wide"
    >
      <Tabs.Root defaultValue="import">
        <Tabs.List aria-label="Data management" className="inline-flex gap-1 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger value="import" className={tabClasses}>
            Import Data &amp; Documents
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="import" className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-600">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card className="min-w-0">
              <CardContent className="space-y-6">
                <ImportForm
                  busy={busy}
                  onImport={async (file, type) => (await start(file, type)).name === 'done'}
                />
                <ImportProgressPanel phase={phase} progress={progress} />
                {phase.name === 'failed' && (
                  <Alert tone="danger">
                    <p className="font-semibold">Import Failed</p>
                    <p>
                      {progress?.status === 'interrupted' && progress.message
                        ? progress.message
                        : phase.message}
                    </p>
                  </Alert>
                )}
                {phase.name === 'done' && <ImportResultPanel result={phase.result} />}
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardContent className="space-y-6">
                <ImportGuidelines />
                <ImportTemplates />
              </CardContent>
            </Card>
          </div>
          <div className="mt-6">
            <ImportHistory />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </AdminSubPage>
  );
}
