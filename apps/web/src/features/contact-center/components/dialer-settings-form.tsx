import { DIALER_MESSAGES, DIALER_PREVIEW_MAX_SECONDS } from '@arrears/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useDialerSettingsQuery, useSaveDialerSettingsMutation } from '../api/dialer';

/**
 * The dialer's preview (decision 0129), for administrators: how many seconds an agent sees the account
 * before the dialer calls it; 0 calls at once (power dialing).
 */
export function DialerSettingsForm() {
  const settings = useDialerSettingsQuery(true);
  const save = useSaveDialerSettingsMutation();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = settings.data?.previewSeconds;
  useEffect(() => {
    if (saved !== undefined) setValue(String(saved));
  }, [saved]);
  if (settings.isError)
    return (
      <Alert tone="danger">{errorMessage(settings.error, 'The dialer setting could not be loaded.')}</Alert>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seconds = Number(value.trim());
    if (!/^\d{1,3}$/.test(value.trim()) || seconds > DIALER_PREVIEW_MAX_SECONDS) {
      setProblem(DIALER_MESSAGES.previewSeconds);
      return;
    }
    setProblem(null);
    save.mutate(
      { previewSeconds: seconds },
      {
        onSuccess: (answer) =>
          toast({
            title: 'Dialer Setting Saved',
            description:
              answer.previewSeconds === 0
                ? 'The dialer calls at once.'
                : `The dialer calls after a ${answer.previewSeconds}-second preview.`,
            variant: 'success',
            duration: 4000,
          }),
        onError: (error) => setProblem(errorMessage(error, 'The dialer setting could not be saved.')),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Dialer setting" className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={id} className="block font-medium text-gray-800 text-xs">
          Preview before each dialer call (seconds, 0 = call at once)
        </label>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="w-28"
          value={value}
          disabled={settings.isPending}
          invalid={problem !== null}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || settings.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
      {problem && (
        <Alert tone="danger" className="basis-full">
          {problem}
        </Alert>
      )}
    </form>
  );
}
