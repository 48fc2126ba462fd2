/** Page title from the URL hash (docs/product/public-site.md): "#privacy-policy" → "Privacy Policy". */
export function titleFromHash(hash: string): string {
  return hash
    .replace(/^#/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
