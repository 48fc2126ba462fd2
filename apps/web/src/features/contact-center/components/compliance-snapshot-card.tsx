import type { ComplianceSnapshot, DebtorAccount } from '@arrears/domain';
import { type ReactNode, useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { EASTERN, formatDay, formatUsDateTime, zoneLabel } from '../compliance/compliance-format';
import { formatTimestamp } from './contact-display';
import { RecordPreferenceDialog } from './record-preference-dialog';
import { RecordedPreferences } from './recorded-preferences';
import { ValidationNoticeDialog } from './validation-notice-dialog';

/** Calls per 7 days that §1006.14(b)(2) allows. */
const CALL_LIMIT = 7;

function Row({
  name,
  status,
  children,
}: {
  name: string;
  status?: [string, StatusTone];
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-gray-600 text-sm">{name}</dt>
      <dd className="flex flex-wrap items-center justify-end gap-2 text-right font-medium text-gray-900 text-sm">
        {children}
        {status && <StatusBadge label={status[0]} tone={status[1]} />}
      </dd>
    </div>
  );
}

const flag = (on: boolean, onLabel: string, offLabel: string): [string, StatusTone] =>
  on ? [onLabel, 'red'] : [offLabel, 'green'];

/** Next allowed call: now, a time (Eastern and the consumer's), or only after an agent's action. */
function NextCall({ c }: { c: ComplianceSnapshot }) {
  if (c.channels.call.allowed) return <Row name="Next Allowed Call" status={['Now', 'green']} />;
  const at = c.nextCallAllowedAt ?? c.channels.call.opensAt;
  if (!at)
    return (
      <Row name="Next Allowed Call" status={['Blocked', 'red']}>
        After an agent records a change
      </Row>
    );
  const zones = c.localTimes.map((t) => t.timeZone).filter((z) => z !== EASTERN);
  return (
    <Row name="Next Allowed Call" status={['Waiting', 'yellow']}>
      <span className="flex flex-col items-end">
        <span>{formatUsDateTime(at, EASTERN)}</span>
        {zones.map((z) => (
          <span key={z} className="font-normal text-gray-700">
            {formatUsDateTime(at, z)} ({zoneLabel(z)})
          </span>
        ))}
      </span>
    </Row>
  );
}

/**
 * The live Compliance Snapshot (decision 0024): what the server computed for GET /api/debtors/{id}, each
 * fact with its status, and the agent's Record actions.
 */
export function ComplianceSnapshotCard({ debtor }: { debtor: DebtorAccount }) {
  const c = debtor.compliance;
  const [dialog, setDialog] = useState<'preference' | 'validation' | null>(null);
  const v = c.validation;
  return (
    <Card data-testid="compliance-snapshot">
      <CardHeader>
        <CardTitle className="text-lg">Compliance Snapshot</CardTitle>
      </CardHeader>
      <CardContent>
        <dl aria-label="Compliance Snapshot" className="divide-y divide-gray-100">
          <Row
            name="Calls in the Last 7 Days"
            status={c.callsLast7Days >= CALL_LIMIT ? ['Limit reached', 'red'] : ['Within limit', 'green']}
          >
            {`${c.callsLast7Days} of ${CALL_LIMIT}`}
          </Row>
          <NextCall c={c} />
          <Row name="Consumer's Local Time">
            <span className="flex flex-col items-end">
              {c.localTimes.length === 0
                ? 'Unknown'
                : c.localTimes.map((t) => (
                    <span key={t.timeZone} title={t.timeZone}>
                      {t.localTime} ({zoneLabel(t.timeZone)})
                    </span>
                  ))}
            </span>
          </Row>
          <Row name="Opt-out: Calls" status={flag(c.optOuts.call, 'Opted out', 'None')} />
          <Row name="Opt-out: Texts" status={flag(c.optOuts.sms, 'Opted out', 'None')} />
          <Row name="Opt-out: E-mails" status={flag(c.optOuts.email, 'Opted out', 'None')} />
          <Row name="Text Consent" status={c.smsConsent ? ['Recorded', 'green'] : ['None', 'yellow']} />
          <Row name="Cease Communication" status={flag(c.cease, 'Requested', 'None')} />
          <Row
            name="Dispute Hold"
            status={
              c.disputeHold ? ['On hold', 'red'] : c.openDispute ? ['No hold', 'grey'] : ['None', 'green']
            }
          >
            {/* An open dispute filed after the validation period does not hold contact (§1006.34). */}
            {!c.disputeHold && c.openDispute && 'A dispute is open'}
          </Row>
          <Row
            name="Validation Period"
            status={v ? (v.open ? ['Open', 'blue'] : ['Closed', 'grey']) : ['No notice on file', 'yellow']}
          >
            {v && (
              <span className="flex flex-col items-end font-normal text-gray-700">
                <span>Sent {formatDay(v.sentOn)}</span>
                <span>Assumed receipt {formatDay(v.receivedOn)}</span>
                <span>Ends {formatDay(v.endsOn)}</span>
              </span>
            )}
          </Row>
          <Row name="Last Contact">{c.lastContactAt ? formatTimestamp(c.lastContactAt) : 'None'}</Row>
        </dl>
        <RecordedPreferences debtorId={debtor.id} />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('preference')}>
            Record Preference
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('validation')}>
            Validation Notice Sent
          </Button>
        </div>
      </CardContent>
      <RecordPreferenceDialog
        debtor={debtor}
        open={dialog === 'preference'}
        onOpenChange={(open) => setDialog(open ? 'preference' : null)}
      />
      <ValidationNoticeDialog
        debtorId={debtor.id}
        open={dialog === 'validation'}
        onOpenChange={(open) => setDialog(open ? 'validation' : null)}
      />
    </Card>
  );
}
