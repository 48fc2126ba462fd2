/** The support hours inside a sentence of the Spanish legal texts (the footer's "De lunes a viernes..."). */
export const SUPPORT_HOURS_ES = 'de lunes a viernes, de 8 a. m. a 6 p. m., hora del Este';
