import { createContext, type ReactNode, useContext } from 'react';

/** The few words the design system says itself (a button, a screen-reader label), English by default. */
export interface UiWords {
  /** The generic load-failure box's button. */
  tryAgain: string;
  /** Read before each toast. */
  notification: string;
  /** The toast region's name; F8 focuses it. */
  notifications: string;
  /** The toast's close button. */
  close: string;
  /** The default loading label, with what is loading as the caller names it ("payments"). */
  loading: (what: string) => string;
  /** The default load-failure text when the error has no message of its own. */
  loadFailed: (what: string) => string;
}

export const ENGLISH_UI_WORDS: UiWords = {
  tryAgain: 'Try Again',
  notification: 'Notification',
  notifications: 'Notifications (F8)',
  close: 'Close',
  loading: (what) => `Loading ${what}`,
  loadFailed: (what) => `We could not load your ${what}. Please try again.`,
};

const UiWordsContext = createContext<UiWords>(ENGLISH_UI_WORDS);

/**
 * ui/ knows no language (decision 0072): the app gives it its words, translated where the debtor reads them,
 * English in the back office and wherever none are given.
 */
export function UiWordsProvider({ words, children }: { words: UiWords; children: ReactNode }) {
  return <UiWordsContext.Provider value={words}>{children}</UiWordsContext.Provider>;
}

export const useUiWords = () => useContext(UiWordsContext);
