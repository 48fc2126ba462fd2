import {
  type ChannelVerdict,
  callingHoursOf,
  type DebtorAccount,
  describeHours,
  formatMoney,
  formatPhone,
  parseCents,
} from '@arrears/domain';
import { ChevronLeft, Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { StatusBadge } from '@/ui/status-badge';
import { zoneLabel } from '../compliance/compliance-format';
import { type ComposeChannel, type ComposeState, type PhoneChoice, phoneOptions } from '../compose-state';
import { PhoneLineStatus } from '../phone/phone-line-status';
import type { CallControls } from '../use-call';
import { AssignmentControl } from './assignment-control';
import { creditorOf, languageLabelOf, languageOf, nameOf } from './workspace-format';

const CHANNEL_NAMES: Record<ComposeChannel, string> = { call: 'Call', sms: 'Text', email: 'E-mail' };

/** "10:31 AM New York" for each zone the consumer may be in (the compliance snapshot's local times). */
export function localTimeText(debtor: DebtorAccount): string {
  return debtor.compliance.localTimes.map((t) => `${t.localTime} ${zoneLabel(t.timeZone)}`).join(' / ');
}

/** The calling hours the guard applies at the consumer's address: "8:00 AM - 9:00 PM" (a state's when narrower). */
export function callWindowText(debtor: DebtorAccount): string {
  const hours = callingHoursOf({ state: debtor.address.state, zip: debtor.address.zipCode });
  return `${describeHours(hours)}${hours.state ? ` (${hours.state})` : ''}`;
}

function ChannelNow({ channel, verdict }: { channel: ComposeChannel; verdict: ChannelVerdict }) {
  const label = `${CHANNEL_NAMES[channel]}: ${verdict.allowed ? 'allowed now' : 'not now'}`;
  return (
    <span
      data-testid={`header-${channel}-now`}
      title={verdict.allowed ? undefined : (verdict.message ?? undefined)}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 font-medium text-xs',
        verdict.allowed
          ? 'border-success-200 bg-success-50 text-success-700'
          : 'border-warning-200 bg-warning-50 text-warning-700',
      )}
    >
      {label}
      {!verdict.allowed && verdict.message && <span className="sr-only">{`: ${verdict.message}`}</span>}
    </span>
  );
}

/**
 * The workspace's sticky header (decision 0109): who, which account, its status, dispute and balance,
 * then how to reach them now: the consumer's local time and calling hours, whether a call, a text and an
 * e-mail are allowed right now (the compliance snapshot's verdicts), and each phone with Call and Text
 * plus E-mail. During a call only the first line stays, so the call bar has the room.
 */
export function WorkspaceHeader({
  debtor,
  compose,
  call,
  compact,
}: {
  debtor: DebtorAccount;
  compose: ComposeState;
  call: CallControls;
  compact: boolean;
}) {
  const { channels, openDispute, disputeHold } = debtor.compliance;
  const owes = (parseCents(debtor.unpaidBalance ?? '0') ?? 0) > 0;
  const phones = phoneOptions(debtor);
  const busy = call.call !== null || call.starting;
  const focusCompose = (channel: ComposeChannel, phone?: PhoneChoice) => {
    compose.setChannel(channel);
    if (phone) compose.setPhoneChoice(phone);
    // After the card shows the channel's fields: the message box (or Dial) gets the focus.
    requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(
        channel === 'call' ? '[data-compose-dial]' : '[data-compose-message]',
      );
      target?.focus();
    });
  };
  const dial = (value: PhoneChoice, number: string) => {
    compose.setChannel('call');
    compose.setPhoneChoice(value);
    call.dial(number);
  };
  return (
    <section
      aria-label="Account header"
      className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:px-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to="/admin/contact-center"
          className="-ml-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">Contact Center</span>
        </Link>
        <h1 className="font-bold text-gray-900 text-xl sm:text-2xl">{nameOf(debtor)}</h1>
        <span className="text-gray-700 text-sm tabular-nums">{debtor.accountNumber}</span>
        <StatusBadge label={debtor.accountStatus || 'Unknown'} tone="blue" />
        {(openDispute || disputeHold) && <StatusBadge label="Dispute open" tone="red" />}
        {/* Decision 0072: the agent sees at once that letters, texts and e-mails go out in another language. */}
        {languageOf(debtor) !== 'en' && (
          <StatusBadge label={`Reads ${languageLabelOf(debtor)}`} tone="grey" />
        )}
        <p className="ml-auto flex items-baseline gap-2">
          <span className="text-gray-600 text-sm">Balance</span>
          <span
            data-testid="header-balance"
            className={cn('font-bold text-xl tabular-nums', owes ? 'text-danger-700' : 'text-success-700')}
          >
            {formatMoney(debtor.unpaidBalance)}
          </span>
        </p>
      </div>
      {!compact && (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 border-gray-100 border-t pt-2 text-sm">
          <p data-testid="header-local-time" className="text-gray-800">
            <span className="font-medium">Local time</span> {localTimeText(debtor)}
            <span className="text-gray-600">{` · calls ${callWindowText(debtor)}`}</span>
          </p>
          <p className="flex flex-wrap gap-1.5">
            <ChannelNow channel="call" verdict={channels.call} />
            <ChannelNow channel="sms" verdict={channels.sms} />
            <ChannelNow channel="email" verdict={channels.email} />
          </p>
        </div>
      )}
      {!compact && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <ul aria-label="Phone numbers" className="flex flex-wrap items-center gap-2">
            {phones.length === 0 && <li className="text-gray-600 text-sm">No phone number on file.</li>}
            {phones.map((phone) => (
              <li
                key={phone.value}
                className="flex items-center gap-1 rounded-md border border-gray-200 bg-gray-50 py-0.5 pr-0.5 pl-2"
              >
                <span className="text-gray-900 text-sm tabular-nums">
                  <span className="text-gray-600">{`${phone.label.split(':')[0]} `}</span>
                  {formatPhone(phone.number)}
                </span>
                <Button
                  size="sm"
                  aria-label={`Call ${phone.label}`}
                  disabled={!channels.call.allowed || busy}
                  onClick={() => dial(phone.value, phone.number)}
                >
                  <Phone className="size-4" aria-hidden="true" />
                  Call
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Text ${phone.label}`}
                  disabled={!channels.sms.allowed}
                  onClick={() => focusCompose('sms', phone.value)}
                >
                  <MessageSquare className="size-4" aria-hidden="true" />
                  Text
                </Button>
              </li>
            ))}
            <li>
              <Button
                size="sm"
                variant="outline"
                disabled={!channels.email.allowed || !debtor.emailAddress}
                onClick={() => focusCompose('email')}
              >
                <Mail className="size-4" aria-hidden="true" />
                E-mail
              </Button>
            </li>
          </ul>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <PhoneLineStatus />
            <p className="text-gray-600">{`Creditor ${creditorOf(debtor)}`}</p>
            <AssignmentControl debtor={debtor} />
          </div>
        </div>
      )}
    </section>
  );
}
