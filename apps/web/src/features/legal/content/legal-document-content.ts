/** One section of a legal document: paragraphs, then an optional bulleted list, then closing paragraphs. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
  closing?: string[];
}

/** A whole legal document as plain data, built from the brand and rendered by `LegalDocument`. */
export interface LegalDocumentContent {
  title: string;
  /** A second name shown above the title, e.g. "User Agreement". */
  subtitle?: string;
  /** Shown as "Effective date: …", in the words of the document (e.g. "December 13, 2024"). */
  effectiveDate?: string;
  /** A highlighted notice under the title, e.g. the debt-collector disclosure. */
  notice?: string;
  intro: string[];
  /** Section headings read "1. Information We Collect" when true. */
  numbered: boolean;
  sections: LegalSection[];
}
