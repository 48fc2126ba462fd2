import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { OPEN_CHAT_EVENT } from '@/lib/chat-events';
import { useChatText } from './chat-text';

// The panel (forms, schemas, payment code) loads on the first open: the launcher alone stays in every page.
const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating chat launcher and its panel (docs/product/chat.md). Opened by the launcher or by the
 * 'arrears:open-chat' event ('Chat Now' in the header); closing gives focus back to the launcher.
 */
export function ChatWidget() {
  const { t } = useChatText();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const openRef = useRef(open);
  openRef.current = open;
  // Focus goes back to the launcher only from an open panel (an expiry may close a closed one).
  const close = useCallback(() => {
    if (openRef.current) launcherRef.current?.focus();
    setOpen(false);
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, [show]);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-label={t('messages.openChat')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="chat-launcher"
        onClick={open ? close : show}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
