import type { ChatAccountInfo } from '@arrears/domain';
import type { BillingDefaults } from '@/features/payments';

/** The billing inputs filled from the verified account (the same clean-up as the portal's form). */
export function chatBillingDefaults(account: ChatAccountInfo): BillingDefaults {
  return {
    firstName: account.first_name,
    lastName: account.last_name,
    address: account.address1,
    city: account.city,
    state: account.state
      .replace(/[^a-z]/gi, '')
      .slice(0, 2)
      .toUpperCase(),
    zip: account.zip_code.replace(/\D/g, '').slice(0, 5),
  };
}
