import {
  DEBT_TYPE_LABELS,
  DEBT_TYPES,
  FEDERAL_FEE_RULE,
  formatMinutes,
  STATE_CALL_LIMITS,
  STATE_CALLING_HOURS,
  STATE_FEE_CAPS,
  STATE_LICENSING,
  STATE_LIMITATIONS,
  stateLabel,
} from '@arrears/domain';
import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { LicensedStatesPanel } from './components/licensed-states-panel';
import { RuleTable } from './components/rule-table';

function Section({
  id,
  title,
  about,
  children,
}: {
  id: string;
  title: string;
  about: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      <p className="text-gray-600 text-sm">{about}</p>
      {children}
    </section>
  );
}

const percent = (basisPoints: number | null) => (basisPoints === null ? '—' : `${basisPoints / 100}%`);

/**
 * /admin/state-rules (docs/product/compliance.md "State rules"): the state rules the contact guard and
 * the limitation check apply, each with its legal source for counsel to review (decisions 0105 to
 * 0108). The tables are the product's own data; administrators also keep the licensed states here.
 */
export function StateRulesPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  return (
    <AdminSubPage
      title="State Rules"
      width="wide"
      description="State law the product applies on top of the federal rules, with the source of each rule."
    >
      <div className="space-y-8">
        {isAdmin && (
          <Section
            id="licensed-heading"
            title="Licensed States"
            about="Where the agency may collect. An account in a state that requires a licence not listed here is not contacted (rule: not licensed)."
          >
            <LicensedStatesPanel />
          </Section>
        )}
        <Section
          id="licensing-heading"
          title="Licence Required"
          about="States that require a collection agency to hold a licence, registration, permit or bond before collecting from their residents."
        >
          <RuleTable
            caption="States requiring a collection licence"
            headers={['State', 'Requires', 'Source', 'Note']}
            rows={STATE_LICENSING}
            cells={(e) => [stateLabel(e.state), e.kind, e.source, e.note ?? '']}
            empty="No state on file."
          />
        </Section>
        <Section
          id="limits-heading"
          title="Call Limits"
          about="State limits on calls (and texts) about one debt, on top of the federal 7 calls in 7 days (rule: state call limit)."
        >
          <RuleTable
            caption="State call limits"
            headers={['State', 'Limit', 'Counts', 'Source', 'Note']}
            rows={STATE_CALL_LIMITS}
            cells={(e) => [
              stateLabel(e.state),
              `${e.contacts} in ${e.days} days`,
              e.channels.map((c) => (c === 'sms' ? 'texts' : 'calls')).join(' and '),
              e.source,
              e.note,
            ]}
            empty="No state limit on file."
          />
        </Section>
        <Section
          id="hours-heading"
          title="Calling Hours"
          about="State calling hours narrower than the federal 8:00 AM to 9:00 PM at the consumer's location."
        >
          <RuleTable
            caption="State calling hours"
            headers={['State', 'Hours', 'Source']}
            rows={STATE_CALLING_HOURS}
            cells={(e) => [
              stateLabel(e.state),
              `${formatMinutes(e.opensMinutes)} - ${formatMinutes(e.closesMinutes)}`,
              e.source,
            ]}
            empty="None on file: no state law we could cite narrows the federal 8:00 AM to 9:00 PM (decision 0108)."
          />
        </Section>
        <Section
          id="limitations-heading"
          title="Limitation Periods"
          about="Years to sue on a debt, counted from the later of the first delinquency and the last payment. An account past its period is flagged time-barred on import and by the daily check; states not listed are never flagged by the product."
        >
          <RuleTable
            caption="Statutes of limitations by state and debt type"
            headers={['State', ...DEBT_TYPES.map((t) => DEBT_TYPE_LABELS[t]), 'Source', 'Note']}
            rows={STATE_LIMITATIONS}
            cells={(e) => [
              stateLabel(e.state),
              ...DEBT_TYPES.map((t) => `${e.years[t]} years`),
              e.source,
              e.note ?? '',
            ]}
            empty="No period on file."
          />
        </Section>
        <Section
          id="fees-heading"
          title="Interest and Fee Caps"
          about={`Everywhere: ${FEDERAL_FEE_RULE.text} (${FEDERAL_FEE_RULE.source}). The product charges no interest; fees posted by hand are checked against a state's cap.`}
        >
          <RuleTable
            caption="State caps on interest and collection fees"
            headers={['State', 'Collection fee cap', 'Legal interest rate', 'Source']}
            rows={STATE_FEE_CAPS}
            cells={(e) => [
              stateLabel(e.state),
              percent(e.collectionFeeMaxBasisPoints),
              percent(e.legalInterestBasisPoints),
              e.source,
            ]}
            empty="No state cap on file."
          />
        </Section>
      </div>
    </AdminSubPage>
  );
}
