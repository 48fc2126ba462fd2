import {
  type Client,
  type ClientInput,
  ITEMIZATION_DATE_BASES,
  REMIT_FREQUENCIES,
  REMIT_METHODS,
} from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { toast } from '@/ui/use-toast';
import { useSaveClientMutation } from '../api/clients';
import { ITEMIZATION_LABELS, REMIT_FREQUENCY_LABELS, REMIT_METHOD_LABELS } from './client-labels';
import { CommissionTiersField, type TierRow, tierRowsOf, tiersOf } from './commission-tiers-field';

interface FormValues {
  code: string;
  name: string;
  commissionRate: string;
  remitMethod: string;
  remitFrequency: string;
  settlementAuthorityPercent: string;
  planAuthorityMonths: string;
  itemizationDateBasis: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  active: boolean;
}

function valuesOf(client?: Client): FormValues {
  const contact = client?.contacts[0];
  return {
    code: client?.code ?? '',
    name: client?.name ?? '',
    commissionRate: client?.commissionRate ?? '',
    remitMethod: client?.remitMethod ?? 'net',
    remitFrequency: client?.remitFrequency ?? 'monthly',
    settlementAuthorityPercent: client?.settlementAuthorityPercent ?? '',
    planAuthorityMonths: client?.planAuthorityMonths ? String(client.planAuthorityMonths) : '',
    itemizationDateBasis: client?.itemizationDateBasis ?? 'charge_off',
    contactName: contact?.name ?? '',
    contactEmail: contact?.email ?? '',
    contactPhone: contact?.phone ?? '',
    active: client?.active ?? true,
  };
}

/**
 * What the server is sent. The server checks every field and answers the first problem in words;
 * the first contact is the one edited here, the others (added through the API) are kept.
 */
function inputOf(v: FormValues, tiers: TierRow[], client?: Client): ClientInput {
  const first = v.contactName.trim()
    ? [
        {
          name: v.contactName.trim(),
          email: v.contactEmail.trim() || null,
          phone: v.contactPhone.trim() || null,
        },
      ]
    : [];
  return {
    code: v.code,
    name: v.name,
    commissionRate: v.commissionRate.trim(),
    remitMethod: v.remitMethod as ClientInput['remitMethod'],
    remitFrequency: v.remitFrequency as ClientInput['remitFrequency'],
    commissionTiers: tiersOf(tiers),
    settlementAuthorityPercent: v.settlementAuthorityPercent.trim() || null,
    planAuthorityMonths: v.planAuthorityMonths.trim() ? Number(v.planAuthorityMonths) : null,
    itemizationDateBasis: v.itemizationDateBasis as ClientInput['itemizationDateBasis'],
    contacts: [...first, ...(client?.contacts.slice(1) ?? [])],
    active: v.active,
  };
}

/** Adds a client, or edits one (its code never changes: import files name the client by it). */
export function ClientForm({ client, onDone }: { client?: Client; onDone: (saved: Client) => void }) {
  const save = useSaveClientMutation(client?.id);
  const [values, setValues] = useState<FormValues>(() => valuesOf(client));
  const [tiers, setTiers] = useState<TierRow[]>(() => tierRowsOf(client?.commissionTiers));
  const set = (name: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(inputOf(values, tiers, client), {
      onSuccess: (saved) => {
        toast({
          title: client ? 'Client Saved' : 'Client Added',
          description: `${saved.name} (${saved.code})`,
          variant: 'success',
          duration: 4000,
        });
        onDone(saved);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={client ? 'Edit the client' : 'Add a client'}
      className="space-y-4"
    >
      {save.isError && <Alert tone="danger">{errorMessage(save.error, 'Could not save the client.')}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          hint={
            client
              ? 'Import files name the client by its code; it cannot change.'
              : 'Letters and digits, like FNB. Import files use it in client_code.'
          }
          value={values.code}
          onChange={set('code')}
          readOnly={Boolean(client)}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          required
        />
        <TextField label="Name" value={values.name} onChange={set('name')} maxLength={120} required />
        <TextField
          label="Commission (%)"
          inputMode="decimal"
          hint="Of what we collect, like 25 or 27.5."
          value={values.commissionRate}
          onChange={set('commissionRate')}
          required
        />
        <SelectField
          label="Remittance method"
          value={values.remitMethod}
          onChange={set('remitMethod')}
          options={REMIT_METHODS.map((m) => ({ value: m, label: REMIT_METHOD_LABELS[m] }))}
        />
        <SelectField
          label="Remittance frequency"
          value={values.remitFrequency}
          onChange={set('remitFrequency')}
          options={REMIT_FREQUENCIES.map((f) => ({ value: f, label: REMIT_FREQUENCY_LABELS[f] }))}
        />
        <SelectField
          label="Itemization date on notices"
          value={values.itemizationDateBasis}
          onChange={set('itemizationDateBasis')}
          options={ITEMIZATION_DATE_BASES.map((b) => ({ value: b, label: ITEMIZATION_LABELS[b] }))}
        />
        <TextField
          label="Settlement authority (%)"
          inputMode="decimal"
          hint="The lowest share of the balance we may accept without asking."
          value={values.settlementAuthorityPercent}
          onChange={set('settlementAuthorityPercent')}
        />
        <TextField
          label="Plan authority (months)"
          inputMode="numeric"
          hint="The longest payment plan we may agree to."
          value={values.planAuthorityMonths}
          onChange={set('planAuthorityMonths')}
        />
        <TextField
          label="Contact name"
          value={values.contactName}
          onChange={set('contactName')}
          maxLength={120}
        />
        <TextField
          label="Contact e-mail"
          type="email"
          value={values.contactEmail}
          onChange={set('contactEmail')}
          maxLength={254}
        />
        <TextField
          label="Contact phone"
          type="tel"
          inputMode="tel"
          value={values.contactPhone}
          onChange={set('contactPhone')}
          maxLength={32}
        />
        {client && !client.isDefault && (
          <SelectField
            label="State"
            value={values.active ? 'active' : 'inactive'}
            onChange={(e) => setValues((v) => ({ ...v, active: e.target.value === 'active' }))}
            options={[
              { value: 'active', label: 'Active (takes new placements)' },
              { value: 'inactive', label: 'Inactive (no new placements)' },
            ]}
          />
        )}
      </div>
      <CommissionTiersField rows={tiers} onChange={setTiers} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : client ? 'Save Client' : 'Add Client'}
      </Button>
    </form>
  );
}
