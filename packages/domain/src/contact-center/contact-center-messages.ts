/** Toasts of the agent workspace (docs/product/contact-center.md): title and fallback description. */
export const CONTACT_CENTER_MESSAGES = {
  loading: 'Loading debtor information...',
  loadError: 'Error loading debtor information',
  contactFallback: 'Failed to send contact',
  emailFailed: { title: 'Email Failed', description: 'Could not send email. Please try again.' },
  smsFailed: { title: 'SMS Failed', description: 'Could not send text message. Please try again.' },
  callFailed: {
    title: 'Call Failed',
    description: 'Could not initiate call. Please check the phone number and try again.',
  },
  dtmfFailed: { title: 'DTMF Tone Failed', description: 'Could not send dial pad digit.' },
  hangUpFailed: { title: 'Hang Up Failed', description: 'Could not end call. Please try again.' },
  dispositionFailed: {
    title: 'Disposition Save Failed',
    description: 'Could not save call disposition. Please try again.',
  },
  noteFailed: { title: 'Note Failed', description: 'Could not save note. Please try again.' },
  phoneUpdateFailed: {
    title: 'Phone Update Failed',
    description: 'Could not update phone number. Please try again.',
  },
  emailUpdateFailed: {
    title: 'Email Update Failed',
    description: 'Could not update email address. Please try again.',
  },
  addressUpdateFailed: {
    title: 'Address Update Failed',
    description: 'Could not update address. Please try again.',
  },
  receiptFailed: {
    title: 'Receipt Send Failed',
    description: 'Could not send email receipt. Please try again.',
  },
  success: {
    email: 'Email Sent Successfully',
    sms: 'SMS Sent Successfully',
    call: 'Call Connected',
    disposition: 'Disposition Saved',
    note: 'Note Added',
    phone: 'Phone Number Updated',
    emailAddress: 'Email Address Updated',
    address: 'Address Updated',
    receipt: 'Receipt Sent',
  },
  /** Server answers. */
  optedOut: 'This number has opted out of text messages (STOP). No message was sent.',
  noPhone: 'Choose a phone number',
  emptyMessage: 'Message is required',
  unknownLanguage: 'Language must be en (English) or es (Spanish)',
  emptyNote: 'Note is required',
  callNotFound: 'Call not found',
  callNotActive: 'The call has already ended',
  dispositionSaved: 'A disposition was already saved for this call',
  attachmentTooLarge: 'Each attachment may be at most 10 MB',
  attachmentType: 'Attachments may be PDF, PNG, JPEG or plain text',
} as const;

/** Toast durations (docs/product/contact-center.md). */
export const CONTACT_TOAST_MS = { success: 4000, error: 5000, dtmfError: 4000 } as const;

/** Height of the contact history area (docs/product/contact-center.md). */
export const CONTACT_HISTORY_HEIGHT_PX = 340;
