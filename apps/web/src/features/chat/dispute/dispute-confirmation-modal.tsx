import { CircleCheck } from 'lucide-react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { useChatText } from '../chat-text';

/** docs/product/chat.md: the dispute is in; contact within 24 hours, investigation within 30 days. */
export function DisputeConfirmationModal({
  disputeId,
  onMenu,
  onAnother,
  onEndSession,
  onCloseAutoFocus,
}: {
  disputeId: number | null;
  onMenu: () => void;
  onAnother: () => void;
  onEndSession: () => void;
  /** Where focus goes when the modal closes. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useChatText();
  return (
    <Dialog open={disputeId !== null} onOpenChange={(open) => !open && onMenu()}>
      {disputeId !== null && (
        <DialogContent data-testid="chat-dispute-confirmation" onCloseAutoFocus={onCloseAutoFocus}>
          <div className="flex items-center gap-3 pr-8">
            <CircleCheck className="size-8 shrink-0 text-success-700" aria-hidden="true" />
            <DialogTitle>{t('forms.disputeDone.title')}</DialogTitle>
          </div>
          <DialogDescription>{t('messages.disputeConfirmed')}</DialogDescription>
          <p className="mt-3 text-gray-700 text-sm">
            Dispute reference: <span className="font-semibold text-gray-900">#{disputeId}</span>
          </p>
          <div className="mt-6 flex flex-col gap-2">
            <Button onClick={onMenu}>{t('messages.mainMenu')}</Button>
            <Button variant="outline" onClick={onAnother}>
              {t('messages.submitAnotherDispute')}
            </Button>
            <Button variant="ghost" onClick={onEndSession}>
              {t('messages.endSession')}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
