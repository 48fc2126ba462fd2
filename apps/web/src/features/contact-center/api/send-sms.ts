import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface SmsBody {
  message: string;
  phoneNumber: string;
}

/** POST /api/debtors/{id}/send-sms */
export const sendSms = (id: number, body: SmsBody) =>
  apiJson<unknown>('POST', debtorPath(id, 'send-sms'), body);

export const useSendSmsMutation = (id: number) =>
  useMutation({ mutationFn: (body: SmsBody) => sendSms(id, body) });
