import { formatMoneyIn, type PaymentPlan, parseCents } from '@arrears/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { NoAccounts, PaymentPageFrame, type PortalAccount, usePortalAccounts } from '@/features/payments';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { PageSpinner } from '@/ui/spinner';
import { useCustomerPlansQuery, usePlanOptionsQuery } from './api/customer-plans';
import { PlanSetupForm } from './components/plan-setup-form';
import { PlanView } from './components/plan-view';
import { ScheduleList } from './components/schedule-list';
import { formatPlanDateIn, isLivePlan } from './plan-display';
import { usePlanWords } from './plan-words';

const billingOf = ({ account }: PortalAccount) => ({
  firstName: account.first_name ?? '',
  lastName: account.last_name ?? '',
  address: account.address1 ?? '',
  city: account.city ?? '',
  state: account.state ?? '',
  zip: account.zip_code ?? '',
});

/**
 * /payment-plan (role debtor): for each account, its running plan or settlement (the payments to
 * come and past, change the method, cancel) or, with a balance and no plan, the choices to set one up.
 */
export function PaymentPlanPage() {
  const { state, list, noAccounts } = usePortalAccounts();
  const plans = useCustomerPlansQuery();
  const ready = list.length > 0 && plans.isSuccess;
  const { t } = usePlanWords(true);
  return (
    <PaymentPageFrame title={t('page.title')} intro={t('page.intro')}>
      <QueryState
        query={state}
        loading={<PageSpinner label={t('page.loadingAccounts')} />}
        retryText={t('page.accountsFailed')}
      />
      {!state.isPending && (
        <QueryState
          query={plans}
          loading={<PageSpinner label={t('page.loadingPlans')} />}
          retryText={t('page.plansFailed')}
          isEmpty={() => false}
        />
      )}
      {noAccounts && <NoAccounts />}
      {ready &&
        list.map((item) => (
          <AccountPlans
            key={item.figures.id}
            item={item}
            plans={plans.data.filter((p) => p.debtAccountId === item.figures.id)}
            multiple={list.length > 1}
          />
        ))}
      <p className="text-gray-700">
        {t('page.payNowQuestion')}{' '}
        <Link to="/payment-center" className="font-medium text-brand-700 underline underline-offset-2">
          {t('page.payNowLink')}
        </Link>
      </p>
    </PaymentPageFrame>
  );
}

function AccountPlans({
  item,
  plans,
  multiple,
}: {
  item: PortalAccount;
  plans: PaymentPlan[];
  multiple: boolean;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const live = plans.find(isLivePlan);
  // Just after a cancel the plan is no longer live: it stays on screen with what is still charged.
  const [shownId, setShownId] = useState<number | null>(null);
  const [setupOpen, setSetupOpen] = useState(!multiple);
  const card = useRef<HTMLDivElement>(null);
  // The form is replaced by the plan: bring its top into view rather than leave the reader below it.
  const showTop = () => requestAnimationFrame(() => card.current?.scrollIntoView?.({ block: 'start' }));
  const shown = live ?? plans.find((p) => p.id === shownId);
  const earlier = plans.filter((p) => p !== shown);
  const balanceCents = parseCents(item.figures.currentBalance) ?? 0;
  const { t, language } = usePlanWords(true);
  return (
    <Card ref={card} data-testid="account-plans" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>
          {multiple ? t('page.accountTitle', { account: item.figures.accountLabel }) : t('page.yourAccount')}
        </CardTitle>
        <CardDescription>
          {t('page.accountLine', {
            creditor: item.figures.originalCreditor,
            balance: formatMoneyIn(item.figures.currentBalance, language),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {shown ? (
          <PlanView
            plan={shown}
            billing={billingOf(item)}
            notice={notice}
            onNotice={(message) => {
              setNotice(message);
              setShownId(shown.id);
            }}
          />
        ) : balanceCents > 0 && !setupOpen ? (
          // With several accounts each form waits behind its button: one long form at a time.
          <Button variant="secondary" size="lg" fullWidth onClick={() => setSetupOpen(true)}>
            {t('page.setUpOnAccount')}
          </Button>
        ) : balanceCents > 0 ? (
          <SetupSection
            item={item}
            onCreated={(plan) => {
              setNotice(plan.message ?? null);
              setShownId(plan.id);
              showTop();
            }}
          />
        ) : (
          <p className="text-gray-700">{t('page.noBalance')}</p>
        )}
        {earlier.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">{t('page.earlierPlans')}</summary>
            <ul className="mt-2 space-y-3">
              {earlier.map((p) => (
                <li key={p.id}>
                  <p className="font-medium text-gray-900">
                    {t('page.earlierPlan', {
                      kind: p.kind,
                      total: formatMoneyIn(p.totalAmount, language),
                      date: formatPlanDateIn(p.firstDate, language),
                      status: t(`planStatus.${p.status}`),
                    })}
                  </p>
                  <ScheduleList
                    localized
                    label={t('page.earlierPayments', {
                      // English keeps the plan's day as the spec's label has it.
                      date: language === 'en' ? p.firstDate : formatPlanDateIn(p.firstDate, language),
                    })}
                    rows={p.schedule.map((i) => ({
                      key: i.id,
                      dueDate: i.dueDate,
                      amount: i.amount,
                      status: i.status,
                    }))}
                  />
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

function SetupSection({ item, onCreated }: { item: PortalAccount; onCreated: (plan: PaymentPlan) => void }) {
  const options = usePlanOptionsQuery(item.figures.id);
  const { t } = usePlanWords(true);
  return (
    <QueryState
      query={options}
      loading={<PageSpinner label={t('page.loadingChoices')} />}
      retryText={t('page.choicesFailed')}
    >
      {(data) => <PlanSetupForm item={item} options={data} onCreated={onCreated} />}
    </QueryState>
  );
}
