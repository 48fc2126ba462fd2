/** Tailwind classes for the calls to action of the marketing pages (plain links styled as buttons). */
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const BUTTON = `inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${FOCUS}`;

export const PRIMARY_BUTTON = `${BUTTON} bg-blue-700 text-white shadow-sm hover:bg-blue-800`;
export const SECONDARY_BUTTON = `${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;
export const TEXT_LINK = `font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900 ${FOCUS}`;
