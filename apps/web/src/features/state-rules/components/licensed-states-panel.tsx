import { STATE_LICENSING, STATE_NAMES, stateLabel, US_STATE_CODES } from '@arrears/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { useComplianceSettingsQuery, useSaveLicensedStatesMutation } from '../api/compliance-settings';

const REQUIRED = new Set(STATE_LICENSING.map((entry) => entry.state));

/**
 * The licensed states (decision 0106), for administrators: a box per state; the states whose law
 * requires a licence are marked, and those not ticked are named, since their accounts are not contacted.
 */
export function LicensedStatesPanel() {
  const settings = useComplianceSettingsQuery(true);
  const save = useSaveLicensedStatesMutation();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const saved = settings.data?.licensedStates;
  useEffect(() => {
    if (saved) setChosen(new Set(saved));
  }, [saved]);

  const missing = [...REQUIRED].filter((state) => !chosen.has(state)).sort();
  const toggle = (state: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(state)) next.delete(state);
      else next.add(state);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate([...chosen].sort(), {
      onSuccess: (answer) =>
        toast({
          title: 'Licensed States Saved',
          description: answer.licensedStates.length ? answer.licensedStates.join(', ') : 'None listed',
          variant: 'success',
          duration: 4000,
        }),
    });
  };

  if (settings.isPending) return <p className="text-gray-600 text-sm">Loading the licensed states…</p>;
  if (settings.isError)
    return (
      <Alert tone="danger">{errorMessage(settings.error, 'The licensed states could not be loaded.')}</Alert>
    );

  return (
    <form onSubmit={submit} aria-label="Licensed states" className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-gray-700 text-sm">
          Tick each state where the agency holds a collection licence (or the registration or bond the state
          requires). States marked * require one.
        </legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4 lg:grid-cols-6">
          {US_STATE_CODES.map((state) => (
            <label key={state} className="flex items-center gap-2 text-sm" title={STATE_NAMES[state]}>
              <input
                type="checkbox"
                checked={chosen.has(state)}
                onChange={() => toggle(state)}
                aria-label={stateLabel(state)}
              />
              <span>
                {state}
                {REQUIRED.has(state) ? ' *' : ''}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing.length > 0 && (
        <Alert tone="warning">Not contacted, for want of a licence: accounts in {missing.join(', ')}.</Alert>
      )}
      {save.isError && (
        <Alert tone="danger">{errorMessage(save.error, 'The licensed states were not saved.')}</Alert>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Licensed States'}
        </Button>
        {settings.data?.updatedAt && (
          <p className="text-gray-600 text-sm">
            Last saved {new Date(settings.data.updatedAt).toLocaleString('en-US')}
            {settings.data.updatedBy ? ` by ${settings.data.updatedBy}` : ''}.
          </p>
        )}
      </div>
    </form>
  );
}
