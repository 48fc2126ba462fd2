import {
  centsToDecimal,
  type DebtorAccount,
  formatCents,
  PLAN_MESSAGES,
  type PlanKind,
  type PlanOptions,
  parseCents,
  planAuthorizationWords,
} from '@arrears/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  AuthorizationBox,
  checkMethod,
  MethodFields,
  methodBodyOf,
  methodDefaults,
  methodLabelOf,
  type PlanMethodValues,
  PlanTermsFields,
  ScheduleList,
  usePlanTerms,
} from '@/features/payment-plans';
import { errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/use-toast';
import { useAgentCreatePlanMutation, useAgentPlanOptionsQuery } from '../api/account-arrangements';

const TITLES: Record<PlanKind, string> = { plan: 'Set up a plan', settlement: 'Offer a settlement' };

/**
 * An agent sets up a plan or a settlement on the phone: the terms within the account's options
 * (a settlement may name its own amount; below the client's authority it waits for approval),
 * the schedule, the card or bank account, and the authorization read aloud, then "The consumer said yes".
 */
export function AgentPlanDialog({
  debtor,
  kind,
  onClose,
}: {
  debtor: DebtorAccount;
  kind: PlanKind;
  onClose: () => void;
}) {
  const options = useAgentPlanOptionsQuery(debtor.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{TITLES[kind]}</DialogTitle>
        <DialogDescription>
          {`For ${debtor.fullName ?? debtor.accountNumber}, account ${debtor.accountNumber}. Read the authorization aloud before saving.`}
        </DialogDescription>
        <div className="mt-4">
          <QueryState query={options} what="plan choices">
            {(data) => <AgentPlanForm debtor={debtor} kind={kind} options={data} onDone={onClose} />}
          </QueryState>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function AgentPlanForm({
  debtor,
  kind,
  options,
  onDone,
}: {
  debtor: DebtorAccount;
  kind: PlanKind;
  options: PlanOptions;
  onDone: () => void;
}) {
  const brand = useBrand();
  const [settlementText, setSettlementText] = useState(options.settlementOffer?.amount ?? '');
  const settlementCents = kind === 'settlement' ? parseCents(settlementText) : null;
  const terms = usePlanTerms(options, kind, settlementCents && settlementCents > 0 ? settlementCents : null);
  const form = useForm<PlanMethodValues>({
    defaultValues: methodDefaults({
      firstName: debtor.firstName ?? '',
      lastName: debtor.lastName ?? '',
      address: debtor.address.address1 ?? '',
      city: debtor.address.city ?? '',
      state: debtor.address.state ?? '',
      zip: debtor.address.zipCode ?? '',
    }),
  });
  const [saidYes, setSaidYes] = useState(false);
  const [yesError, setYesError] = useState<string | undefined>();
  const create = useAgentCreatePlanMutation(debtor.id);
  const values = form.watch();
  const schedule = terms.schedule;
  const words =
    schedule.length > 0
      ? planAuthorizationWords({
          agencyName: brand.companyName,
          agencyPhone: brand.phone,
          consumerName: debtor.fullName ?? 'the consumer',
          accountNumber: debtor.accountNumber,
          methodLabel: methodLabelOf(values),
          frequency: terms.frequency,
          schedule,
          settlement: kind === 'settlement',
        })
      : '';

  const submit = form.handleSubmit(async (input) => {
    form.clearErrors();
    const methodOk = checkMethod(input, form.setError);
    setYesError(saidYes ? undefined : PLAN_MESSAGES.authorization);
    if (!methodOk || !saidYes || schedule.length === 0) return;
    const plan = await create
      .mutateAsync({
        debtAccountId: debtor.id,
        kind,
        installments: terms.count,
        frequency: terms.frequency,
        firstDate: terms.firstDate,
        method: methodBodyOf(input),
        ...(kind === 'settlement' && settlementCents
          ? { settlementAmount: centsToDecimal(settlementCents) }
          : {}),
        authorizationRead: true,
      })
      .catch(() => null);
    if (!plan) return;
    toast({
      title: kind === 'settlement' ? 'Settlement saved' : 'Plan saved',
      description: plan.message ?? `${plan.installments} payments from ${plan.firstDate}.`,
    });
    onDone();
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={TITLES[kind]} className="space-y-6">
        {kind === 'settlement' && (
          <TextField
            label="Settlement amount ($)"
            inputMode="decimal"
            value={settlementText}
            onChange={(e) => setSettlementText(e.target.value)}
            hint={
              options.settlementOffer
                ? `The client allows ${formatCents(parseCents(options.settlementOffer.amount) ?? 0)} (${options.settlementOffer.percent}%) until ${options.settlementOffer.validUntil}; less waits for approval.`
                : 'The client has no settlement offer on this account: any amount waits for approval.'
            }
          />
        )}
        <PlanTermsFields idPrefix={`agent-${kind}`} options={options} terms={terms} allowSettlement={false} />
        {schedule.length > 0 ? (
          <ScheduleList
            label="Schedule"
            rows={schedule.map((s) => ({ key: s.dueDate, dueDate: s.dueDate, amount: s.amountCents }))}
          />
        ) : (
          <p className="text-gray-700">Enter the amount and the first date to see the schedule.</p>
        )}
        <MethodFields idPrefix={`agent-${kind}`} />
        {words && (
          <AuthorizationBox
            heading="Read this to the consumer"
            words={words}
            checked={saidYes}
            onChange={(checked) => {
              setSaidYes(checked);
              if (checked) setYesError(undefined);
            }}
            checkLabel="The consumer said yes"
            error={yesError}
          />
        )}
        {create.isError && (
          <Alert tone="danger">{errorMessage(create.error, 'The plan could not be saved.')}</Alert>
        )}
        <Button type="submit" fullWidth disabled={create.isPending}>
          {create.isPending ? 'Saving...' : kind === 'settlement' ? 'Save settlement' : 'Save plan'}
        </Button>
      </form>
    </FormProvider>
  );
}
