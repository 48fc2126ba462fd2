import { DTMF_KEYS } from '@arrears/domain';
import { Button } from '@/ui/button';

/** The dial pad (docs/product/contact-center.md): 0-9, * and #, each key sent to the live call at once. */
export function DialPad({ onKey, disabled }: { onKey: (key: string) => void; disabled?: boolean }) {
  return (
    <fieldset className="max-w-60">
      <legend className="mb-2 font-medium text-gray-800 text-sm">Dial pad</legend>
      <div className="grid grid-cols-3 gap-2">
        {DTMF_KEYS.map((key) => (
          <Button
            key={key}
            variant="outline"
            aria-label={`Dial ${key}`}
            disabled={disabled}
            onClick={() => onKey(key)}
            className="font-mono text-lg"
          >
            {key}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
