import { z } from 'zod';
import { brandSchema, DEMO_BRAND } from '../brand/brand';

/**
 * What the server tells the SPA about itself. It is written into index.html as
 * <meta name="app-config" content="…json…"> so the first paint already has the brand.
 */
export const publicConfigSchema = z.object({ brand: brandSchema, demo: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_META = 'app-config';
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = { brand: DEMO_BRAND, demo: true };
