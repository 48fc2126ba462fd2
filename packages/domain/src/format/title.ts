/** Page title from the URL hash (spec 1 §2): "#privacy-policy" → "Privacy Policy". */
export function titleFromHash(hash: string): string {
  return hash
    .replace(/^#/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
