import { type PaymentPlan, PLAN_MESSAGES, parseCents, planAuthorizationWords } from '@arrears/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { BillingDefaults } from '@/features/payments';
import { errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { useMessageText } from '@/lib/use-message-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { useChangePlanMethodMutation } from '../api/customer-plans';
import {
  checkMethod,
  methodBodyOf,
  methodDefaults,
  methodLabelOf,
  type PlanMethodValues,
} from '../plan-method-form';
import { usePlanWords } from '../plan-words';
import { AuthorizationBox } from './authorization-box';
import { MethodFields } from './method-fields';

/** "Change payment method": a new card or bank account, authorized for the payments still to come. */
export function ChangeMethodDialog({
  plan,
  billing,
  open,
  onOpenChange,
  onChanged,
}: {
  plan: PaymentPlan;
  billing: BillingDefaults;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (plan: PaymentPlan) => void;
}) {
  const brand = useBrand();
  const { t, language } = usePlanWords(true);
  const messageText = useMessageText('payment-plans');
  const form = useForm<PlanMethodValues>({ defaultValues: methodDefaults(billing) });
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState<string | undefined>();
  const change = useChangePlanMethodMutation();
  const values = form.watch();
  const remaining = plan.schedule
    .filter((i) => i.status === 'scheduled')
    .map((i) => ({ dueDate: i.dueDate, amountCents: parseCents(i.amount) ?? 0 }));
  const words =
    remaining.length > 0
      ? planAuthorizationWords(
          {
            agencyName: brand.companyName,
            agencyPhone: brand.phone,
            consumerName: plan.debtorName ?? `${billing.firstName} ${billing.lastName}`.trim(),
            accountNumber: plan.accountNumber,
            methodLabel: methodLabelOf(values),
            frequency: plan.frequency,
            schedule: remaining,
            settlement: plan.kind === 'settlement',
          },
          language,
        )
      : '';
  const submit = form.handleSubmit(async (input) => {
    form.clearErrors();
    const ok = checkMethod(input, form.setError);
    setAcceptError(accepted ? undefined : PLAN_MESSAGES.authorization);
    if (!ok || !accepted) return;
    const changed = await change
      .mutateAsync({
        id: plan.id,
        method: methodBodyOf(input),
        ...(language === 'en' ? {} : { language }),
      })
      .catch(() => null);
    if (changed) onChanged(changed);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogTitle>{t('change.title')}</DialogTitle>
        <DialogDescription>{t('change.description')}</DialogDescription>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} aria-label={t('change.formLabel')} className="mt-4 space-y-6">
            <MethodFields idPrefix={`change-${plan.id}`} localized />
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
            {change.isError && (
              <Alert tone="danger">
                {messageText(errorMessage(change.error, PLAN_MESSAGES.methodNotSaved))}
              </Alert>
            )}
            <Button type="submit" size="lg" fullWidth disabled={change.isPending}>
              {change.isPending ? t('change.saving') : t('change.submit')}
            </Button>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
