/** Time formats of the compliance rules, shared with the compliance report. */
export { formatDay, formatInZone } from './compliance/compliance-format';
/** The back office's browser phone and its screen pop, held by the frame around every /admin page. */
export { BrowserPhoneProvider, useBrowserPhone } from './phone/browser-phone';
export { ScreenPop } from './phone/screen-pop';
