import {
  type DebtorAccount,
  formatLastPaymentDate,
  formatMoney,
  formatPhone,
  NOT_AVAILABLE,
  orNotAvailable,
} from '@arrears/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { useVisitsQuery } from '../api/visits';
import { ComplianceSnapshotCard } from './compliance-snapshot-card';
import { formatTimestamp } from './contact-display';
import { InfoList } from './info-list';
import { UpdateAddressDialog } from './update-address-dialog';
import { UpdateEmailDialog } from './update-email-dialog';
import { UpdatePhoneDialog } from './update-phone-dialog';
import { addressLines, creditorOf, dateOrNa, formatRate, languageLabelOf, nameOf } from './workspace-format';

const phone = (value: string | null) => (value ? formatPhone(value) : NOT_AVAILABLE);

/** Account Summary (docs/product/contact-center.md): personal and loan information, the live Compliance Snapshot (decision 0024), internal notes. */
export function AccountSummaryTab({ debtor }: { debtor: DebtorAccount }) {
  const [dialog, setDialog] = useState<'phone' | 'email' | 'address' | null>(null);
  const visits = useVisitsQuery(debtor.id);
  const lastAmount = debtor.lastActivityAmount ? ` (${formatMoney(debtor.lastActivityAmount)})` : '';
  const openChange = (which: 'phone' | 'email' | 'address') => (open: boolean) =>
    setDialog(open ? which : null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Personal Information</CardTitle>
        </CardHeader>
        <CardContent>
          <InfoList
            label="Personal Information"
            rows={[
              ['Name', nameOf(debtor)],
              ['Account Number', debtor.accountNumber],
              ['Email', orNotAvailable(debtor.emailAddress)],
              ['Primary Phone', phone(debtor.primaryPhone)],
              ['Work Phone', phone(debtor.workPhone)],
              ['Alternate Phone', phone(debtor.alternatePhone)],
              ['Address', addressLines(debtor)],
              ['Preferred Language', languageLabelOf(debtor)],
            ]}
          />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setDialog('phone')}>
              Update Phone
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('email')}>
              Update Email
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('address')}>
              Update Address
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Loan Information</CardTitle>
        </CardHeader>
        <CardContent>
          <InfoList
            label="Loan Information"
            rows={[
              ['Total Contract Amount', formatMoney(debtor.loan.totalContractAmount)],
              ['Interest Rate', formatRate(debtor.loan.interestRate)],
              ['Origination Date', dateOrNa(debtor.loan.originationDate)],
              ['Unpaid Balance', formatMoney(debtor.unpaidBalance)],
              ['Past Due Amount', formatMoney(debtor.pastDueAmount)],
              ['Days Delinquent', orNotAvailable(debtor.daysDelinquent)],
              ['Scheduled Payment', formatMoney(debtor.scheduledPaymentAmount)],
              ['Vehicle', orNotAvailable(debtor.vehicle.model)],
              ['VIN', orNotAvailable(debtor.vehicle.vin)],
              ['Creditor', creditorOf(debtor)],
              ['Last Activity', `${formatLastPaymentDate(debtor.lastActivityDate)}${lastAmount}`],
              [
                'Portal Visits',
                visits.data ? String(visits.data.visitCount) : visits.isError ? NOT_AVAILABLE : '…',
              ],
            ]}
          />
        </CardContent>
      </Card>
      <ComplianceSnapshotCard debtor={debtor} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Internal Notes</CardTitle>
        </CardHeader>
        <CardContent>
          {debtor.internalNotes.length === 0 ? (
            <p className="text-gray-600">No internal notes yet.</p>
          ) : (
            <ul aria-label="Internal notes" className="space-y-3">
              {debtor.internalNotes.map((note) => (
                <li key={note.id} className="rounded-md border border-gray-100 bg-gray-50 p-3 text-sm">
                  <p className="whitespace-pre-line text-gray-900 wrap-anywhere">{note.body}</p>
                  <p className="mt-1 text-gray-600 text-xs">
                    {note.userName?.trim() || 'System'} · {formatTimestamp(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <UpdatePhoneDialog debtorId={debtor.id} open={dialog === 'phone'} onOpenChange={openChange('phone')} />
      <UpdateEmailDialog debtorId={debtor.id} open={dialog === 'email'} onOpenChange={openChange('email')} />
      <UpdateAddressDialog
        debtorId={debtor.id}
        open={dialog === 'address'}
        onOpenChange={openChange('address')}
      />
    </div>
  );
}
