import { useRecallMutation } from '../api/clients';
import { RecallReasonDialog, type RecallTarget } from './recall-reason-dialog';

export type { RecallTarget };

/**
 * Asks why before a recall: the accounts go back to the client, closed for collection (no calls,
 * texts or e-mails), and stay in the back office with their history.
 */
export function RecallDialog({
  clientId,
  target,
  onClose,
}: {
  clientId: number;
  target: RecallTarget | null;
  onClose: () => void;
}) {
  return (
    <RecallReasonDialog
      target={target}
      recall={useRecallMutation(clientId)}
      description="The accounts go back to the client: closed for collection (no calls, texts or e-mails), kept here with their history."
      returnedTo="the client"
      onClose={onClose}
    />
  );
}
