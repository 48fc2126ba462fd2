import {
  formatCentsIn,
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
import { useMessageText } from '@/lib/use-message-text';
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
import { usePlanWords } from '../plan-words';
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
  const { t, language } = usePlanWords(true);
  const messageText = useMessageText('payment-plans');
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
    `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim() || t('setup.accountHolder');
  const words =
    terms.schedule.length > 0
      ? planAuthorizationWords(
          {
            agencyName: brand.companyName,
            agencyPhone: brand.phone,
            consumerName,
            accountNumber: figures.accountLabel,
            methodLabel: methodLabelOf(methodValues),
            frequency: terms.frequency,
            schedule: terms.schedule,
            settlement: terms.kind === 'settlement',
          },
          // The words the debtor reads are the ones the server keeps: it is told the same language.
          language,
        )
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
        // English is the server's default; only another language is said.
        ...(language === 'en' ? {} : { language }),
      })
      .catch(() => null);
    if (plan) onCreated(plan);
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('setup.formLabel', { account: figures.accountLabel })}
        className="space-y-8"
      >
        <Step n={1} title={t('setup.stepChoose')}>
          <PlanTermsFields idPrefix={idPrefix} options={options} terms={terms} localized />
        </Step>
        <Step n={2} title={t('setup.stepSchedule')}>
          {terms.schedule.length > 0 ? (
            <>
              <ScheduleList
                localized
                label={t('setup.scheduleLabel')}
                rows={terms.schedule.map((s) => ({
                  key: s.dueDate,
                  dueDate: s.dueDate,
                  amount: s.amountCents,
                }))}
              />
              <p className="font-medium text-gray-900" data-testid="schedule-total">
                {t('setup.scheduleTotal', {
                  count: terms.schedule.length,
                  total: formatCentsIn(terms.totalCents, language),
                })}
              </p>
            </>
          ) : (
            <p className="text-gray-700">{messageText(PLAN_MESSAGES.firstDate)}</p>
          )}
        </Step>
        <Step n={3} title={t('setup.stepPay')}>
          <MethodFields idPrefix={idPrefix} localized />
        </Step>
        <Step n={4} title={t('setup.stepAuthorize')}>
          {words && (
            <AuthorizationBox
              words={words}
              checked={accepted}
              onChange={(checked) => {
                setAccepted(checked);
                if (checked) setAcceptError(undefined);
              }}
              checkLabel={t('setup.agree')}
              heading={t('setup.authorizationHeading')}
              error={messageText(acceptError)}
            />
          )}
        </Step>
        {create.isError && (
          <Alert tone="danger">{messageText(errorMessage(create.error, t('setup.failed')))}</Alert>
        )}
        <Button type="submit" size="lg" fullWidth disabled={create.isPending}>
          {create.isPending
            ? t('setup.submitting')
            : terms.kind === 'settlement'
              ? t('setup.acceptSettlement')
              : t('setup.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
