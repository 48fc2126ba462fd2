/** The event the chat assistant listens for: the site header's Chat item opens it. */
export const OPEN_CHAT_EVENT = 'arrears:open-chat';

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
