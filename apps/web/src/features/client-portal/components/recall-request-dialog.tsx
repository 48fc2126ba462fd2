import { RecallReasonDialog, type RecallTarget } from '@/features/clients';
import { useClientRecallMutation } from '../api/client-portal';

export type { RecallTarget };

/** Asks why, then recalls at once (decision 0056): the agency stops collecting on those accounts. */
export function RecallRequestDialog({
  target,
  onClose,
}: {
  target: RecallTarget | null;
  onClose: () => void;
}) {
  return (
    <RecallReasonDialog
      target={target}
      recall={useClientRecallMutation()}
      description="The agency stops collecting at once: no more calls, texts or e-mails. The accounts stay listed here with their history."
      returnedTo="you"
      onClose={onClose}
    />
  );
}
