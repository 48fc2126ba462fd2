import { cn } from './cn';

/** A spinning ring announced to assistive technology as 'Loading' (or the given label). */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
    </span>
  );
}

/** A spinner centred in the page area, for route and session loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}
