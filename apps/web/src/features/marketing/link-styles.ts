/** Tailwind classes for the calls to action of the marketing pages (plain links styled as buttons). */
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const BUTTON = `inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${FOCUS}`;

export const PRIMARY_BUTTON = `${BUTTON} bg-brand-600 text-white shadow-sm hover:bg-brand-700`;
export const SECONDARY_BUTTON = `${BUTTON} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`;
export const TEXT_LINK = `font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-800 ${FOCUS}`;
