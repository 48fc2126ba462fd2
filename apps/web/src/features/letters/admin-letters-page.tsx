import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { BatchesTable } from './components/batches-table';
import { LettersTable } from './components/letters-table';

/** /admin/letters (admin, staff): letters waiting to print, print batches for the mail vendor, returned mail. */
export function AdminLettersPage() {
  return (
    <AdminSubPage
      title="Letters"
      description="Make a batch of the letters waiting to print, send its PDF and manifest to the mail vendor, then mark it mailed."
      width="wide"
    >
      <div className="space-y-8">
        <LettersTable />
        <BatchesTable />
      </div>
    </AdminSubPage>
  );
}
