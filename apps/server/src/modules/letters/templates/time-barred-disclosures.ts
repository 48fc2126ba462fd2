import type { LetterLanguage } from '@arrears/domain';

/**
 * The disclosure a state requires on a letter about a time-barred debt, carried over word for word
 * (decision 0067 names the sources). These are the only words about suing a letter of a time-barred
 * account may carry: the law prescribes them, and they say the consumer will not be sued. States the
 * product does not know yet get none. One catalogue per language, as the letters are.
 */
export interface TimeBarredDisclosure {
  /** Where the words come from, printed small under them. */
  source: string;
  /** `collector` is the agency; `owner` the current creditor (Texas names the debt buyer, who owns the debt). */
  text: (names: { collector: string; owner: string }) => string;
}

const en: Record<string, TimeBarredDisclosure> = {
  // Cal. Civ. Code §1788.14(d)(1): the debt is not past the FCRA's reporting period, or we cannot tell.
  CA: {
    source: 'California Civil Code §1788.14(d)',
    text: ({ collector }) =>
      'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. ' +
      `If you do not pay the debt, ${collector} may report it to the credit reporting agencies as unpaid for as long ` +
      'as the law permits this reporting.',
  },
  // 23 NYCRR 1.3(c): the language the Department of Financial Services says satisfies §1.3(b).
  NY: {
    source: 'New York 23 NYCRR 1.3',
    text: () =>
      'We are required by regulation of the New York State Department of Financial Services to notify you of the ' +
      'following information. This information is NOT legal advice: Your creditor or debt collector believes that ' +
      'the legal time limit (statute of limitations) for suing you to collect this debt may have expired. It is a ' +
      'violation of the Fair Debt Collection Practices Act, 15 U.S.C. section 1692 et seq., to sue to collect on a ' +
      'debt for which the statute of limitations has expired. If a creditor sues you to collect on this debt, you ' +
      'may be able to prevent the creditor from obtaining a judgment against you. To do so, you must tell the court ' +
      'that the statute of limitations has expired. Even if the statute of limitations has expired, you may choose ' +
      'to make payments on the debt. We are also required to tell you that, for certain kinds of debts, if you make ' +
      'a payment on a debt, admit to owing a debt, or promise to pay a debt, the time period in which the debt is ' +
      'enforceable in court may start again. However, your creditor or debt collector believes that restarting the ' +
      'time period on this debt is prohibited by law, and whether or not you acknowledge, promise to pay, or make a ' +
      'payment on this debt, your creditor or debt collector will NOT sue you to collect this debt.',
  },
  // Tex. Fin. Code §392.307 (HB 996, 2019): a debt buyer's notice on a debt past limitations, naming the debt
  // buyer (the account's current creditor). Worded as the enacted bill is quoted by the secondary sources at
  // hand, which agree; the official text of the section was not reachable (decision 0067).
  TX: {
    source: 'Texas Finance Code §392.307',
    text: ({ owner }) =>
      `THE LAW LIMITS HOW LONG YOU CAN BE SUED ON A DEBT. BECAUSE OF THE AGE OF YOUR DEBT, ${owner.toUpperCase()} CANNOT SUE YOU FOR IT.`,
  },
};

const CATALOGUES: Partial<Record<LetterLanguage, Record<string, TimeBarredDisclosure>>> = { en };

/** The words around a disclosure: its heading, and the line pointing to it when it is overleaf. */
export interface AgeOfDebtText {
  heading: string;
  overleaf: string;
  /** On a letter in another language: why the disclosure under it is in English. */
  inTheLawsWords: string | null;
}
const AGE_OF_DEBT: Partial<Record<LetterLanguage, AgeOfDebtText>> = {
  en: {
    heading: 'Notice about the age of this debt',
    overleaf: 'Please read the notice about the age of this debt on page 2.',
    inTheLawsWords: null,
  },
  // The disclosures themselves stay in the words the law gives (English); these point to them.
  es: {
    heading: 'Aviso sobre la antigüedad de esta deuda',
    overleaf:
      'Lea en la página 2 el aviso sobre la antigüedad de esta deuda, en inglés con las palabras que exige la ley.',
    inTheLawsWords:
      'Este aviso está en inglés porque la ley de su estado exige estas palabras exactas. Si tiene preguntas sobre él, llámenos.',
  },
};

export function ageOfDebtText(language: LetterLanguage): AgeOfDebtText {
  const text = AGE_OF_DEBT[language] ?? AGE_OF_DEBT.en;
  if (!text) throw new Error(`No age-of-debt text in ${language}`);
  return text;
}

/** The state's disclosure for a time-barred debt, or null where the product knows none. */
export function timeBarredDisclosure(
  language: LetterLanguage,
  state: string | null | undefined,
): TimeBarredDisclosure | null {
  const key = state?.trim().toUpperCase();
  if (!key) return null;
  return CATALOGUES[language]?.[key] ?? CATALOGUES.en?.[key] ?? null;
}

/** The consumer's state as the address has it (two letters), or null. */
export function consumerStateOf(state: string | null | undefined): string | null {
  const key = state?.trim().toUpperCase();
  return key && /^[A-Z]{2}$/.test(key) ? key : null;
}
