import type { ProcessPaymentResult } from '@arrears/domain';
import { LogOut, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LanguageSwitch } from '@/features/language';
import type { BillingDefaults } from '@/features/payments';
import { useBrand } from '@/lib/public-config';
import { cn } from '@/ui/cn';
import { ChatLog } from './chat-log';
import { ChatStepView } from './chat-step-view';
import { useChatText } from './chat-text';
import { DisputeConfirmationModal } from './dispute/dispute-confirmation-modal';
import { FreeTextInput } from './free-text-input';
import { PaymentReceiptModal } from './payment/payment-receipt-modal';
import { SessionWarning } from './session/session-warning';
import { useChatTimer } from './session/use-chat-timer';
import { useKeepAlive } from './session/use-keep-alive';
import { useChat } from './use-chat';

/**
 * The chat panel (docs/product/chat.md): a non-modal dialog titled with the assistant's name. It stays
 * mounted while closed so the conversation (and its idle timer) survive closing and reopening.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { assistantName } = useBrand();
  const { t } = useChatText();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const chat = useChat({ onClose });
  const { state } = chat;
  const verified = state.verified !== null;
  const keepAlive = useKeepAlive();
  const timer = useChatTimer({
    running: verified && state.ending === null,
    listening: open,
    onActivity: keepAlive,
    onExpire: chat.expire,
  });
  const [receipt, setReceipt] = useState<ProcessPaymentResult | null>(null);
  const [disputeId, setDisputeId] = useState<number | null>(null);
  const [lastBilling, setLastBilling] = useState<BillingDefaults | null>(null);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);
  // A reset (logout, expiry, End Session) forgets everything of the verified visitor.
  useEffect(() => {
    if (verified) return;
    setReceipt(null);
    setDisputeId(null);
    setLastBilling(null);
  }, [verified]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest line or step.
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.lines.length, state.step]);

  // A step that replaces the focused button (a menu choice) must not drop keyboard focus on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    const active = document.activeElement;
    if (open && (active === null || active === document.body)) panelRef.current?.focus();
  }, [state.step]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Escape inside a receipt or dispute modal closes only the modal (it marks the event handled).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node;
      if (target === document.body || panelRef.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  const focusPanel = (event: Event) => {
    event.preventDefault();
    panelRef.current?.focus();
  };

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      data-testid="chat-panel"
      className={cn(
        open ? 'flex' : 'hidden',
        'fixed inset-0 z-50 flex-col overflow-hidden bg-white focus:outline-none',
        'sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[min(680px,calc(100dvh-8rem))] sm:w-[380px]',
        'sm:rounded-2xl sm:border sm:border-gray-200 sm:shadow-2xl',
      )}
    >
      <header className="bg-brand-700 px-4 pt-3 pb-1 text-white">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className="min-w-0 flex-1 break-words font-semibold text-lg leading-tight">
            {assistantName}
          </h2>
          {verified && (
            <button
              type="button"
              onClick={chat.logout}
              disabled={state.ending !== null}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 font-medium text-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t('messages.logout')}
            </button>
          )}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('messages.closeChat')}
            className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {/* The conversation's language (decision 0074): the assistant answers in the one chosen here. */}
        <LanguageSwitch tone="dark" className="-ml-2" />
      </header>
      {timer.secondsLeft !== null && <SessionWarning secondsLeft={timer.secondsLeft} onStay={timer.touch} />}
      <div ref={scrollRef} className="flex-1 space-y-4 overflow-y-auto overscroll-contain p-4">
        <ChatLog lines={state.lines} phone={chat.phone} />
        <ChatStepView
          chat={chat}
          outcomes={{
            lastBilling,
            onPaid: (result, billing) => {
              setLastBilling(billing);
              setReceipt(result);
              chat.balanceChanged(result.debtAccountId, result.newBalance);
              // §9's 'payoff': the payment cleared the whole balance.
              if (result.newBalance <= 0) chat.track('payoff');
              chat.go('menu');
            },
            onDisputed: (id) => {
              setDisputeId(id);
              chat.go('menu');
            },
          }}
        />
      </div>
      <FreeTextInput disabled={state.ending !== null} onSend={chat.sendText} />
      <PaymentReceiptModal
        result={receipt}
        onCloseAutoFocus={focusPanel}
        onMenu={() => setReceipt(null)}
        onAnotherPayment={() => {
          setReceipt(null);
          chat.go('payment');
        }}
        onEndSession={() => {
          setReceipt(null);
          chat.endSession();
        }}
      />
      <DisputeConfirmationModal
        disputeId={disputeId}
        onCloseAutoFocus={focusPanel}
        onMenu={() => setDisputeId(null)}
        onAnother={() => {
          setDisputeId(null);
          chat.go('dispute');
        }}
        onEndSession={() => {
          setDisputeId(null);
          chat.endSession();
        }}
      />
    </section>
  );
}
