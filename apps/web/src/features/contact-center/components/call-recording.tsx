import { formatTimestamp } from './contact-display';

/**
 * A call's recording (decision 0124), for the users the server links it to (admin, staff). The
 * audio loads only when played: each play is audited on the account.
 */
export function CallRecording({ url, timestamp }: { url: string; timestamp: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-gray-700 text-xs">Recording</span>
      {/* biome-ignore lint/a11y/useMediaCaption: a recorded phone call has no caption track to offer */}
      <audio
        controls
        preload="none"
        src={url}
        aria-label={`Recording of the call of ${formatTimestamp(timestamp)}`}
        className="h-9 w-full max-w-xs"
      />
    </div>
  );
}
