import {
  formatCents,
  type PaymentPlan,
  PLAN_MESSAGES,
  type PlanOptions,
  planAuthorizationWords,
} from '@arrears/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { PortalAccount } from '@/features/payments';
import { errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useCreatePlanMutation } from '../api/customer-plans';
import {
  checkMethod,
  methodBodyOf,
  methodDefaults,
  methodLabelOf,
  type PlanMethodValues,
} from '../plan-method-form';
import { usePlanTerms } from '../use-plan-terms';
import { AuthorizationBox } from './authorization-box';
import { MethodFields } from './method-fields';
import { PlanTermsFields } from './plan-terms-fields';
import { ScheduleList } from './schedule-list';

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4" aria-labelledby={`plan-step-${n}`}>
      <h2 id={`plan-step-${n}`} className="flex items-center gap-3 font-semibold text-gray-900 text-lg">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-base text-white"
        >
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Setting up a plan on one account (the portal): the terms, the schedule before accepting (the
 * same cents the server makes), the card or bank account, the authorization words and the yes.
 */
export function PlanSetupForm({
  item,
  options,
  onCreated,
}: {
  item: PortalAccount;
  options: PlanOptions;
  onCreated: (plan: PaymentPlan) => void;
}) {
  const { account, figures } = item;
  const brand = useBrand();
  const terms = usePlanTerms(options);
  const form = useForm<PlanMethodValues>({
    defaultValues: methodDefaults({
      firstName: account.first_name ?? '',
      lastName: account.last_name ?? '',
      address: account.address1 ?? '',
      city: account.city ?? '',
      state: account.state ?? '',
      zip: account.zip_code ?? '',
    }),
  });
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState<string | undefined>();
  const create = useCreatePlanMutation();
  const idPrefix = `plan-${figures.id}`;
  const methodValues = form.watch();
  const consumerName =
    `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim() || 'the account holder';
  const words =
    terms.schedule.length > 0
      ? planAuthorizationWords({
          agencyName: brand.companyName,
          agencyPhone: brand.phone,
          consumerName,
          accountNumber: figures.accountLabel,
          methodLabel: methodLabelOf(methodValues),
          frequency: terms.frequency,
          schedule: terms.schedule,
          settlement: terms.kind === 'settlement',
        })
      : '';

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const methodOk = checkMethod(values, form.setError);
    setAcceptError(accepted ? undefined : PLAN_MESSAGES.authorization);
    if (!methodOk || !accepted || terms.schedule.length === 0) return;
    const plan = await create
      .mutateAsync({
        debtAccountId: figures.id,
        kind: terms.kind,
        installments: terms.count,
        frequency: terms.frequency,
        firstDate: terms.firstDate,
        method: methodBodyOf(values),
        authorization: true,
      })
      .catch(() => null);
    if (plan) onCreated(plan);
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Payment plan for ${figures.accountLabel}`}
        className="space-y-8"
      >
        <Step n={1} title="Choose your plan">
          <PlanTermsFields idPrefix={idPrefix} options={options} terms={terms} />
        </Step>
        <Step n={2} title="Check your schedule">
          {terms.schedule.length > 0 ? (
            <>
              <ScheduleList
                label="Your payment schedule"
                rows={terms.schedule.map((s) => ({
                  key: s.dueDate,
                  dueDate: s.dueDate,
                  amount: s.amountCents,
                }))}
              />
              <p className="font-medium text-gray-900" data-testid="schedule-total">
                {`${terms.schedule.length === 1 ? '1 payment' : `${terms.schedule.length} payments`}, ${formatCents(terms.totalCents)} in all. No fee is added.`}
              </p>
            </>
          ) : (
            <p className="text-gray-700">{PLAN_MESSAGES.firstDate}</p>
          )}
        </Step>
        <Step n={3} title="How you will pay">
          <MethodFields idPrefix={idPrefix} />
        </Step>
        <Step n={4} title="Authorize the payments">
          {words && (
            <AuthorizationBox
              words={words}
              checked={accepted}
              onChange={(checked) => {
                setAccepted(checked);
                if (checked) setAcceptError(undefined);
              }}
              checkLabel="I have read this authorization and I agree to it"
              error={acceptError}
            />
          )}
        </Step>
        {create.isError && (
          <Alert tone="danger">
            {errorMessage(create.error, 'We could not set up the plan. Please try again.')}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth disabled={create.isPending}>
          {create.isPending
            ? 'Setting up your plan...'
            : terms.kind === 'settlement'
              ? 'Accept the settlement'
              : 'Set up my payment plan'}
        </Button>
      </form>
    </FormProvider>
  );
}
