import { type Brand, DEMO_BRAND } from '../brand/brand';

/**
 * What the server tells the SPA about itself. It is written into index.html as
 * <meta name="app-config" content="…json…"> so the first paint already has the brand.
 */
export interface PublicConfig {
  brand: Brand;
  demo: boolean;
  /** The sandbox card gateway is on (never in production): the payment pages may list its test cards. */
  sandboxPayments: boolean;
}

export const PUBLIC_CONFIG_META = 'app-config';
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { brand: DEMO_BRAND, demo: true, sandboxPayments: true };
