import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from './cn';
import { useUiWords } from './ui-words';
import { TOAST_DEFAULT_DURATION, type ToastVariant, useToast } from './use-toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900',
  success: 'border-success-200 bg-success-50 text-gray-900',
  destructive: 'border-danger-200 bg-danger-50 text-gray-900',
};

const variantIcons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};

const iconClasses: Record<ToastVariant, string> = {
  default: 'text-brand-600',
  success: 'text-success-700',
  destructive: 'text-danger-700',
};

/**
 * Renders the toast store with Radix Toast (docs/product/public-site.md): 5000 ms default, swipe right 50 px to
 * dismiss, F8 focuses the notification region. Loaded with the first toast (see toaster.tsx).
 */
export function ToastRegion() {
  const { toasts } = useToast();
  const words = useUiWords();
  return (
    <ToastPrimitive.Provider
      label={words.notification}
      swipeDirection="right"
      swipeThreshold={50}
      duration={TOAST_DEFAULT_DURATION}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open, onOpenChange }) => {
        const Icon = variantIcons[variant];
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={onOpenChange}
            duration={duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            data-testid="toast"
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'motion-safe:animate-toast-in data-[state=closed]:hidden',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
              'data-[swipe=end]:hidden',
              variantClasses[variant],
            )}
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', iconClasses[variant])} aria-hidden="true" />
            <div className="grid gap-1">
              {title && <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>}
              {description && (
                <ToastPrimitive.Description className="text-gray-700 text-sm">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={words.close}
              className="absolute top-2 right-2 rounded-md p-1.5 text-gray-600 hover:bg-gray-100"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={words.notifications}
        className="fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
