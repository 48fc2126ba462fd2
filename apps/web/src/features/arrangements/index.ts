/** Payment arrangements for agents and the back office: the workspace panel (the page is a route). */
export { AccountArrangementsPanel } from './components/account-arrangements-panel';
