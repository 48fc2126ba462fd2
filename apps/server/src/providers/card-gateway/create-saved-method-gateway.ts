import type { Config } from '../../config';
import { SandboxSavedMethods } from './sandbox-saved-methods';
import type { SavedMethodGateway } from './saved-method-gateway';
import { UsaepaySavedMethods } from './usaepay-saved-methods';

/** Saved payment methods at the processor PAYMENT_GATEWAY names, as createCardGateway does for one-off sales. */
export function createSavedMethodGateway(config: Config): SavedMethodGateway {
  if (config.paymentGateway === 'usaepay') {
    if (!config.usaepay)
      throw new Error('PAYMENT_GATEWAY=usaepay needs USAEPAY_BASE_URL, USAEPAY_API_KEY and USAEPAY_API_PIN');
    return new UsaepaySavedMethods(config.usaepay);
  }
  return new SandboxSavedMethods();
}
