import type { Config } from '../../config';
import type { CardGateway } from './card-gateway';
import { SandboxCardGateway } from './sandbox-gateway';
import { UsaepayCardGateway } from './usaepay-gateway';

/** The gateway PAYMENT_GATEWAY names; config.ts has already refused a usaepay choice without its keys. */
export function createCardGateway(config: Config): CardGateway {
  if (config.paymentGateway === 'usaepay') {
    if (!config.usaepay)
      throw new Error('PAYMENT_GATEWAY=usaepay needs USAEPAY_BASE_URL, USAEPAY_API_KEY and USAEPAY_API_PIN');
    return new UsaepayCardGateway(config.usaepay);
  }
  return new SandboxCardGateway();
}
