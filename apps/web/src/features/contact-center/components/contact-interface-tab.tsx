import type { DebtorAccount } from '@arrears/domain';
import { ComposeCard } from './compose-card';
import { NoteBox } from './note-box';
import { RecentActivity } from './recent-activity';

/** Contact Interface (docs/product/contact-center.md): Compose and Recent Activity side by side, then the note box. */
export function ContactInterfaceTab({ debtor }: { debtor: DebtorAccount }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ComposeCard debtor={debtor} />
      <div className="space-y-4">
        <RecentActivity debtorId={debtor.id} />
        <NoteBox debtorId={debtor.id} />
      </div>
    </div>
  );
}
