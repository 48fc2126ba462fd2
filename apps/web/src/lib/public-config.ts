import { type Brand, DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_META, type PublicConfig } from '@arrears/domain';

/**
 * Reads the server's { brand, demo, sandboxPayments } from index.html. Checked by hand rather than with the zod
 * schema so the home page's first download does not carry zod.
 */
function readPublicConfig(): PublicConfig {
  const content = document.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return DEFAULT_PUBLIC_CONFIG; // the Vite dev server serves index.html without it
  try {
    const parsed = JSON.parse(content) as Partial<PublicConfig>;
    const brand = parsed.brand as Record<string, unknown> | undefined;
    const complete =
      brand && Object.keys(DEFAULT_PUBLIC_CONFIG.brand).every((key) => typeof brand[key] === 'string');
    if (!complete || typeof parsed.demo !== 'boolean') return DEFAULT_PUBLIC_CONFIG;
    return {
      brand: brand as unknown as Brand,
      demo: parsed.demo,
      sandboxPayments: parsed.sandboxPayments === true,
    };
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}

const config = readPublicConfig();

/** The agency's brand values from the server's configuration. */
export function useBrand(): Brand {
  return config.brand;
}

/** True when the server runs with demo data (test hints may be shown). */
export function useDemoMode(): boolean {
  return config.demo;
}

/** True when the server takes card payments through the sandbox gateway (never in production). */
export function useSandboxPayments(): boolean {
  return config.sandboxPayments;
}
