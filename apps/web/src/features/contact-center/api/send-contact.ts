import type { PreferredLanguage } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface ContactEmail {
  subject: string;
  message: string;
  attachments: readonly File[];
  /** The language the e-mail is written in: the server adds the disclosure in it too (decision 0097). */
  language?: PreferredLanguage;
}

/** POST /api/debtors/{id}/contact (multipart: channel, subject, message, phone, language, attachments). */
export function sendContactEmail(id: number, email: ContactEmail) {
  const form = new FormData();
  form.append('channel', 'email');
  form.append('subject', email.subject);
  form.append('message', email.message);
  form.append('phone', '');
  if (email.language) form.append('language', email.language);
  for (const file of email.attachments) form.append('attachments', file, file.name);
  return apiJson<{ success?: boolean; error?: string }>('POST', debtorPath(id, 'contact'), form);
}

export const useSendContactMutation = (id: number) =>
  useMutation({ mutationFn: (email: ContactEmail) => sendContactEmail(id, email) });
