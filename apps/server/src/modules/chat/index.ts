/**
 * The chat assistant's calls (docs/product/chat.md): verification, intents, payments and plans in the
 * chat.
 */
export { chatPlugin } from './chat.plugin';
