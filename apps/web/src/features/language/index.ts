/** The site language (decision 0072): the switch, the hook behind it, and the sign-in sync. */
export { readLanguageCookie, writeLanguageCookie } from './language-cookie';
export { LanguageSwitch } from './language-switch';
export { type LanguageControl, LanguageSync, useLanguage } from './use-language';
