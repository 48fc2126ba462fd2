import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface ContactEmail {
  subject: string;
  message: string;
  attachments: readonly File[];
}

/** POST /api/debtors/{id}/contact (multipart: channel, subject, message, phone, attachments). */
export function sendContactEmail(id: number, email: ContactEmail) {
  const form = new FormData();
  form.append('channel', 'email');
  form.append('subject', email.subject);
  form.append('message', email.message);
  form.append('phone', '');
  for (const file of email.attachments) form.append('attachments', file, file.name);
  return apiJson<{ success?: boolean; error?: string }>('POST', debtorPath(id, 'contact'), form);
}

export const useSendContactMutation = (id: number) =>
  useMutation({ mutationFn: (email: ContactEmail) => sendContactEmail(id, email) });
