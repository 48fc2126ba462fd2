import { type Brand, DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_META, type PublicConfig, publicConfigSchema } from '@arrears/domain';

function readPublicConfig(): PublicConfig {
  const content = document.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return DEFAULT_PUBLIC_CONFIG; // the Vite dev server serves index.html without it
  const parsed = publicConfigSchema.safeParse(JSON.parse(content));
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_CONFIG;
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
