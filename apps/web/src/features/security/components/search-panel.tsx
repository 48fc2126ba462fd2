import {
  RISK_LEVEL_VALUES,
  type RiskLevelValue,
  type SecuritySearchPayload,
  securitySearchSchema,
} from '@arrears/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { useSecuritySearchMutation } from '../api/security-search';
import { EventTable } from './event-table';

interface SearchForm {
  eventType: string;
  riskLevel: '' | RiskLevelValue;
  ipAddress: string;
  startDate: string;
  endDate: string;
  userId: string;
}

const EMPTY: SearchForm = {
  eventType: '',
  riskLevel: '',
  ipAddress: '',
  startDate: '',
  endDate: '',
  userId: '',
};

/** The filters as the API takes them: empty fields left out. */
export function toSearchPayload(values: SearchForm): SecuritySearchPayload {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = value.trim();
    if (text) payload[key] = text;
  }
  return payload as SecuritySearchPayload;
}

/** The server's own schema checks the form (a numeric user id, the end not before the start). */
const resolver: Resolver<SearchForm> = async (values) => {
  const parsed = securitySearchSchema.safeParse(toSearchPayload(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'eventType');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The Search & Filter tab (docs/product/security-dashboard.md). */
export function SearchPanel({ knownTypes }: { knownTypes: string[] }) {
  const search = useSecuritySearchMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchForm>({ resolver, defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });

  // The resolver has checked the values: send them as the schema reads them (a numeric user id).
  const onSubmit = handleSubmit((values) =>
    search.mutate(securitySearchSchema.parse(toSearchPayload(values))),
  );
  const clear = () => {
    reset(EMPTY);
    search.reset();
  };
  const events = search.data?.events;

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate aria-label="Search security events" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Event type"
            list="security-event-types"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. login_failure"
            error={errors.eventType?.message}
            {...register('eventType')}
          />
          <datalist id="security-event-types">
            {knownTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <SelectField
            id="risk-level"
            label="Risk level"
            placeholder="Any"
            options={RISK_LEVEL_VALUES}
            error={errors.riskLevel?.message}
            {...register('riskLevel')}
          />
          <TextField
            label="IP address"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 203.0.113.7"
            error={errors.ipAddress?.message}
            {...register('ipAddress')}
          />
          <TextField
            label="Start (US Eastern)"
            type="datetime-local"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="End (US Eastern)"
            type="datetime-local"
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TextField
            label="User id"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 12"
            error={errors.userId?.message}
            {...register('userId')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={search.isPending}>
            {search.isPending ? 'Searching...' : 'Search'}
          </Button>
          <Button type="button" variant="outline" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="text-gray-700 text-sm">
        {events === undefined
          ? 'Choose filters and select Search. Every filter is optional.'
          : `${events.length} ${events.length === 1 ? 'event' : 'events'} found (newest first).`}
      </div>
      {events && (
        <EventTable events={events} caption="Search results" emptyText="No events match these filters." />
      )}
    </div>
  );
}
