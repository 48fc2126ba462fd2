import { isAgencyRole } from '@arrears/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { notifyFailure } from '../notify';
import { type RingingCall, useBrowserPhone } from './browser-phone';
import { acceptOffer, type CallOffer, fetchOffers } from './phone-api';

/** How often the back office asks for calls the IVR is handing over (only while the tab is in view). */
export const OFFERS_POLL_MS = 3000;
const OFFERS_KEY = ['/api/telephony/offers'] as const;

/** One call to pop: the IVR's offer, and the browser phone's ringing call when it has one. */
interface Pop {
  callSid: string;
  accountId: number | null;
  accountNumber: string | null;
  debtorName: string | null;
  identityVerified: boolean;
}

function popOfRinging(call: RingingCall): Pop | null {
  const { ivrCallSid, accountId, identityVerified } = call.params;
  if (!ivrCallSid) return null;
  const id = Number(accountId);
  return {
    callSid: ivrCallSid,
    accountId: Number.isInteger(id) && id > 0 ? id : null,
    accountNumber: null,
    debtorName: null,
    identityVerified: identityVerified === 'true',
  };
}

/** "Maria Garcia (ACC-100003)", or what is known of the caller. */
function whoOf(pop: Pop): string {
  if (pop.debtorName && pop.accountNumber) return `${pop.debtorName} (${pop.accountNumber})`;
  if (pop.debtorName || pop.accountNumber) return (pop.debtorName ?? pop.accountNumber) as string;
  return pop.accountId ? `account ${pop.accountId}` : 'a caller with no account found';
}

/**
 * The screen pop (docs/product/contact-center.md): on every back-office page an agent sees the calls
 * the IVR is handing to them ("Incoming call from the IVR: Maria Garcia (ACC-100003) · identity
 * verified · Answer"). Answer takes the call (POST /api/telephony/offers/{callSid}/accept), picks up
 * the browser phone's ringing call, and opens the caller's account. While the browser phone is on that
 * call, the bar keeps Mute and Hang Up in view on any page. A bridge call of the agent's own that this
 * tab did not place (another tab, the dialing session) rings with "Your call is ringing on the browser
 * phone · Answer", never silently.
 */
export function ScreenPop() {
  const { user } = useAuth();
  const phone = useBrowserPhone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [taking, setTaking] = useState<string | null>(null);
  const [taken, setTaken] = useState<Pop | null>(null);
  const polls = isAgencyRole(user?.role) && !user?.requiredStep && phone.agent?.provider === 'twilio';
  const offers = useQuery({
    queryKey: OFFERS_KEY,
    queryFn: fetchOffers,
    enabled: polls,
    refetchInterval: OFFERS_POLL_MS,
    // A hidden tab stops asking (TanStack's default, said here on purpose).
    refetchIntervalInBackground: false,
    retry: false,
  });
  const pops: Pop[] = (offers.data ?? []).map((o: CallOffer) => ({ ...o }));
  for (const ringing of phone.ringing) {
    const pop = popOfRinging(ringing);
    if (pop && !pops.some((p) => p.callSid === pop.callSid)) pops.push(pop);
  }
  const [ownAnswered, setOwnAnswered] = useState<string | null>(null);
  const onCall = taken && phone.active?.key === taken.callSid ? taken : null;
  // An own call answered here: no workspace reads it, so its Mute and Hang Up stay in this bar.
  const onOwnCall = !onCall && ownAnswered !== null && phone.active?.key === ownAnswered;
  // The browser phone is on another call: one call at a time.
  const busy = phone.active !== null;
  // The call just answered leaves the list at once (the next read of the offers no longer has it).
  const waiting = pops.filter((p) => p.callSid !== taken?.callSid);

  const answer = async (pop: Pop) => {
    setTaking(pop.callSid);
    try {
      await acceptOffer(pop.callSid);
      phone.answer(pop.callSid);
      setTaken(pop);
      if (pop.accountId) navigate(`/admin/debtor/${pop.accountId}`);
    } catch (error) {
      const title = 'Call Not Taken';
      if (error instanceof ApiError && error.status === 409)
        notifyFailure({ title, description: 'Another agent answered this call.' }, error);
      else notifyFailure({ title, description: 'Could not answer the call. Please try again.' }, error);
    } finally {
      setTaking(null);
      void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    }
  };

  // A call the agent placed (or their dialing session did) that no workspace of this tab picked up.
  const ownCalls = phone.ringing.filter((r) => r.params.callSid && !r.params.ivrCallSid);
  const answerOwn = (call: RingingCall) => {
    if (!phone.answer(call.key)) return;
    setOwnAnswered(call.key);
    const id = Number(call.params.accountId);
    if (Number.isInteger(id) && id > 0) navigate(`/admin/debtor/${id}`);
  };

  if (!onCall && !onOwnCall && waiting.length === 0 && ownCalls.length === 0) return null;
  return (
    <section
      aria-label="Incoming calls"
      // Bottom right (bottom, full width, on a phone): over the page's foot, never over the header or the call bar.
      className="fixed inset-x-0 bottom-4 z-40 space-y-2 px-4 sm:inset-x-auto sm:right-4 sm:w-[28rem] sm:px-0"
    >
      {(onCall || onOwnCall) && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-success-600 bg-white p-3 shadow-xl">
          <p role="status" className="min-w-48 flex-1 font-semibold text-gray-900 text-sm">
            {onCall ? `On the phone with ${whoOf(onCall)}` : 'On the phone (your call)'}
            {onCall && (
              <span className="font-normal text-gray-700">
                {` · identity ${onCall.identityVerified ? 'verified' : 'not verified'} by the IVR`}
              </span>
            )}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-pressed={phone.active?.muted === true}
              onClick={() => phone.mute(!phone.active?.muted)}
            >
              {phone.active?.muted ? (
                <MicOff className="size-4" aria-hidden="true" />
              ) : (
                <Mic className="size-4" aria-hidden="true" />
              )}
              {phone.active?.muted ? 'Unmute' : 'Mute'}
            </Button>
            <Button variant="danger" size="sm" onClick={phone.hangUp}>
              <PhoneOff className="size-4" aria-hidden="true" />
              Hang Up
            </Button>
          </div>
          {phone.active?.error && <p className="w-full text-danger-700 text-sm">{phone.active.error}</p>}
        </div>
      )}
      {ownCalls.map((call) => (
        <div
          key={call.key}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-brand-600 bg-white p-3 shadow-xl"
        >
          <p className="min-w-48 flex-1 font-semibold text-gray-900 text-sm">
            Your call is ringing on the browser phone
          </p>
          <Button size="sm" onClick={() => answerOwn(call)} disabled={busy}>
            <Phone className="size-4" aria-hidden="true" />
            Answer
          </Button>
        </div>
      ))}
      {waiting.map((pop) => (
        <div
          key={pop.callSid}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-brand-600 bg-white p-3 shadow-xl"
        >
          <p className="min-w-48 flex-1 text-gray-900 text-sm">
            <span className="font-semibold">{`Incoming call from the IVR: ${whoOf(pop)}`}</span>
            <span className={pop.identityVerified ? 'text-success-700' : 'text-warning-700'}>
              {` · identity ${pop.identityVerified ? 'verified' : 'not verified'}`}
            </span>
          </p>
          {busy && <span className="w-full text-gray-700 text-xs">End your call to answer this one.</span>}
          <Button size="sm" onClick={() => void answer(pop)} disabled={taking !== null || busy}>
            <Phone className="size-4" aria-hidden="true" />
            {taking === pop.callSid ? 'Answering...' : 'Answer'}
          </Button>
        </div>
      ))}
    </section>
  );
}
