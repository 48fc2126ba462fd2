import type { Config } from '../../../config';
import { SandboxSavedMethods } from './sandbox-saved-methods';
import type { SavedMethodGateway } from './saved-method-gateway';

/** Saved payment methods at the processor PAYMENT_GATEWAY names, as createCardGateway does for one-off sales. */
export function createSavedMethodGateway(config: Config): SavedMethodGateway {
  if (config.paymentGateway === 'usaepay') {
    throw new Error('Saved payment methods through USAePay are not available yet');
  }
  return new SandboxSavedMethods();
}
