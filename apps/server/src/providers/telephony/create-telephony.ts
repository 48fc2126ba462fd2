import type { Config } from '../../config';
import { SimulatorTelephony } from './simulator-telephony';
import type { TelephonyProvider } from './telephony-provider';
import { TwilioTelephony } from './twilio-telephony';

/** The provider TELEPHONY names; config.ts has already refused twilio without its three values. */
export function createTelephony(config: Config, clock: () => number): TelephonyProvider {
  if (config.telephony === 'twilio') {
    if (!config.twilio)
      throw new Error('TELEPHONY=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER');
    const { apiBaseUrl, ...settings } = config.twilio;
    return new TwilioTelephony({ ...settings, ...(apiBaseUrl ? { apiBaseUrl } : {}) });
  }
  return new SimulatorTelephony(clock);
}
