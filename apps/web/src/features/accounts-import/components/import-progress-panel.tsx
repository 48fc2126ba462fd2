import type { ImportProgress } from '@arrears/domain';
import type { ImportPhase } from '../use-import-upload';

const n = (v: number) => v.toLocaleString('en-US');

function ProgressBar({ label, value }: { label: string; value: number | null }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value === null ? undefined : Math.round(value)}
      className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
    >
      <div
        className={
          value === null
            ? 'h-full w-1/3 animate-pulse bg-brand-600'
            : 'h-full bg-brand-600 transition-[width]'
        }
        style={value === null ? undefined : { width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </div>
  );
}

/** The upload's progress, then the server's: rows done of total (of rows done when unknown). */
export function ImportProgressPanel({
  phase,
  progress,
}: {
  phase: ImportPhase;
  progress: ImportProgress | null;
}) {
  if (phase.name === 'uploading') {
    const percent = Math.round(phase.fraction * 100);
    return (
      <section aria-live="polite" className="space-y-2">
        <p className="font-medium text-gray-800 text-sm">{`Uploading… ${percent}%`}</p>
        <ProgressBar label="Upload progress" value={percent} />
      </section>
    );
  }
  if (phase.name !== 'processing') return null;
  const total = progress?.totalRows ?? null;
  const done = progress?.processedRows ?? 0;
  const text =
    progress === null
      ? 'Processing… reading the file'
      : total !== null
        ? `Processing… ${n(done)} of ${n(total)} rows`
        : `Processing… ${n(done)} rows`;
  return (
    <section aria-live="polite" className="space-y-2">
      <p className="font-medium text-gray-800 text-sm">{text}</p>
      <ProgressBar label="Processing progress" value={total ? (done / total) * 100 : null} />
    </section>
  );
}
