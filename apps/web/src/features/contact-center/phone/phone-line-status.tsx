import { formatPhoneLine } from '@arrears/domain';
import { cn } from '@/ui/cn';
import { useBrowserPhone } from './browser-phone';

/**
 * "Your line: Browser phone · Ready" (or "+1 (215) 555-0100", a sip: address): where the agent's side
 * of a call rings (set on /admin/users), and for the browser phone whether it can take a call now.
 */
export function PhoneLineStatus() {
  const { agent, state } = useBrowserPhone();
  if (!agent) return null;
  const browser = agent.browserPhone;
  // A browser line on Twilio with no browser phone keys on this install (TWILIO_API_KEY_SID...): nothing rings.
  const unusable = !browser && agent.phoneLine === 'browser' && agent.provider === 'twilio';
  const readiness = unusable
    ? { text: 'Not set up on this install', tone: 'text-danger-700' }
    : !browser || state.kind === 'off'
      ? null
      : state.kind === 'ready'
        ? { text: 'Ready', tone: 'text-success-700' }
        : state.kind === 'starting'
          ? { text: 'Starting...', tone: 'text-gray-600' }
          : { text: 'Not ready', tone: 'text-danger-700' };
  return (
    <div data-testid="phone-line" className="text-sm">
      <p className="text-gray-800">
        <span className="text-gray-600">Your line: </span>
        <span className="font-medium">
          {agent.phoneLine === 'browser' || browser ? 'Browser phone' : formatPhoneLine(agent.phoneLine)}
        </span>
        {readiness && <span className={cn('font-medium', readiness.tone)}>{` · ${readiness.text}`}</span>}
        {agent.provider === 'simulator' && <span className="text-gray-600"> · simulated calls</span>}
      </p>
      {browser && state.kind === 'error' && (
        <p role="alert" className="mt-1 max-w-prose text-danger-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
