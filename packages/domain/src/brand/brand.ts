/** The agency's own values: every `{phone}`, `{email}` and product name in the spec comes from here. */
export interface Brand {
  companyName: string;
  assistantName: string;
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  governingLawState: string;
  courtCounty: string;
}

export const DEMO_BRAND: Brand = {
  companyName: 'Keystone Recovery Partners',
  assistantName: 'Keystone Assistant',
  phone: '1-888-555-0147',
  email: 'info@keystone-recovery.example',
  addressLine1: '100 Commerce Drive',
  addressLine2: 'Suite 200',
  city: 'Cherry Hill',
  state: 'NJ',
  zip: '08002',
  governingLawState: 'Pennsylvania',
  courtCounty: 'Philadelphia',
};

/** "100 Commerce Drive, Suite 200, Cherry Hill, NJ 08002" */
export function brandPostalAddress(brand: Brand): string {
  const street = [brand.addressLine1, brand.addressLine2].filter(Boolean).join(', ');
  return `${street}, ${brand.city}, ${brand.state} ${brand.zip}`;
}

/** tel: link target for a display phone such as 1-888-555-0147. */
export function phoneHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

export const SUPPORT_HOURS = 'Monday-Friday 8 AM to 6 PM EST';
