import {
  DEBT_COLLECTOR_DISCLOSURE,
  type DebtorAccount,
  easternDateOf,
  fillEmailTemplate,
  fillSmsTemplate,
  CONTACT_CENTER_MESSAGES as M,
  type MessageTemplate,
  type PreferredLanguage,
} from '@arrears/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Phone, Send } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useBrand } from '@/lib/public-config';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { inputClasses, TextField } from '@/ui/field';
import { debtorKey } from '../api/debtor-keys';
import { useSendContactMutation } from '../api/send-contact';
import { useSendSmsMutation } from '../api/send-sms';
import { notifyContactFailure } from '../compliance/compliance-block';
import { CHANNEL_LABELS, type ComposeChannel, type ComposeState } from '../compose-state';
import { notifySuccess } from '../notify';
import type { CallControls } from '../use-call';
import { BlockedReason } from './blocked-reason';
import {
  AttachmentsField,
  DisclosurePreview,
  LanguagePicker,
  PhonePicker,
  SegmentedChoice,
  TemplatePicker,
} from './compose-fields';
import { languageOf } from './workspace-format';

const CHANNELS: readonly ComposeChannel[] = ['call', 'sms', 'email'];

/**
 * The Compose card of the Contact Interface tab (docs/product/contact-center.md): call, SMS or e-mail.
 * The tab owns the compose state and the call, so the call bar can sit above everything.
 */
export function ComposeCard({
  debtor,
  compose,
  call,
}: {
  debtor: DebtorAccount;
  compose: ComposeState;
  call: CallControls;
}) {
  const queryClient = useQueryClient();
  const brand = useBrand();
  const sms = useSendSmsMutation(debtor.id);
  const email = useSendContactMutation(debtor.id);
  const messageId = useId();
  const reasonId = useId();
  const { channel } = compose;
  // The server's verdict per channel (decision 0024): a blocked channel's control is disabled with its reason.
  const verdict = debtor.compliance.channels[channel];
  const zones = debtor.compliance.localTimes.map((t) => t.timeZone);
  const blockedBy = verdict.allowed ? undefined : reasonId;
  // What the server adds (decision 0097): the form the snapshot says, in the message's language and the account's.
  const disclosure = [...new Set([compose.language, languageOf(debtor)])].map((language) => ({
    language,
    text: DEBT_COLLECTOR_DISCLOSURE[language][debtor.compliance.disclosure],
  }));
  const failed = (message: { title: string; description: string }) => (error: unknown) =>
    notifyContactFailure(message, error, queryClient, debtor.id);

  const fill = (template: MessageTemplate, language: PreferredLanguage) => {
    compose.setTemplate(template);
    const today = easternDateOf(Date.now());
    if (channel === 'email') {
      const filled = fillEmailTemplate(template, debtor, brand, today, language);
      compose.setSubject(filled.subject);
      compose.setMessage(filled.body);
    } else {
      compose.setMessage(fillSmsTemplate(template, debtor, brand, today, language));
    }
  };
  const pickTemplate = (template: MessageTemplate) => fill(template, compose.language);
  // Another language refills the chosen template, as choosing it again would.
  const pickLanguage = (language: PreferredLanguage) => {
    compose.setLanguage(language);
    if (compose.template) fill(compose.template, language);
  };

  const sent = (title: string) => {
    notifySuccess(title);
    compose.clearMessage();
    void queryClient.invalidateQueries({ queryKey: debtorKey(debtor.id) });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!compose.canSend || !verdict.allowed) return;
    if (channel === 'sms') {
      sms.mutate(
        { message: compose.message.trim(), phoneNumber: compose.phoneNumber, language: compose.language },
        { onSuccess: () => sent(M.success.sms), onError: failed(M.smsFailed) },
      );
    } else if (channel === 'email') {
      const payload = {
        subject: compose.subject,
        message: compose.message,
        attachments: compose.attachments,
        language: compose.language,
      };
      email.mutate(payload, {
        onSuccess: (answer) => {
          if (answer?.success === false) {
            failed({ ...M.emailFailed, description: answer.error || M.contactFallback })(null);
          } else sent(M.success.email);
        },
        onError: failed(M.emailFailed),
      });
    }
  };

  const sending = sms.isPending || email.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Compose</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={send} aria-label="Compose" className="space-y-4">
          <SegmentedChoice
            legend="Channel"
            name="compose-channel"
            options={CHANNELS}
            labels={CHANNEL_LABELS}
            value={channel}
            onChange={compose.setChannel}
          />
          {channel !== 'email' && <PhonePicker compose={compose} />}
          {channel !== 'call' && <LanguagePicker value={compose.language} onChange={pickLanguage} />}
          {channel !== 'call' && <TemplatePicker value={compose.template} onPick={pickTemplate} />}
          {channel === 'email' && (
            <TextField
              label="Subject"
              value={compose.subject}
              onChange={(e) => compose.setSubject(e.target.value)}
              maxLength={200}
            />
          )}
          {channel !== 'call' && (
            <div className="space-y-1.5">
              <label htmlFor={messageId} className="block font-medium text-gray-800 text-sm">
                Message
              </label>
              <textarea
                id={messageId}
                data-compose-message
                value={compose.message}
                onChange={(e) => compose.setMessage(e.target.value)}
                rows={channel === 'email' ? 8 : 4}
                className={`${inputClasses} border-gray-300`}
              />
            </div>
          )}
          {channel !== 'call' && <DisclosurePreview form={debtor.compliance.disclosure} lines={disclosure} />}
          {channel === 'email' && <AttachmentsField compose={compose} />}
          <div>
            {channel === 'call' ? (
              <Button
                data-compose-dial
                onClick={() => call.dial(compose.phoneNumber)}
                disabled={!compose.canDial || !verdict.allowed || call.call !== null || call.starting}
                aria-describedby={blockedBy}
              >
                <Phone className="size-4" aria-hidden="true" />
                {call.starting ? 'Dialing...' : 'Dial'}
              </Button>
            ) : (
              <Button
                type="submit"
                disabled={!compose.canSend || !verdict.allowed || sending}
                aria-describedby={blockedBy}
              >
                <Send className="size-4" aria-hidden="true" />
                {sending ? 'Sending...' : 'Send'}
              </Button>
            )}
            <BlockedReason
              id={reasonId}
              verdict={verdict}
              consumerZones={zones}
              testId={`${channel === 'call' ? 'dial' : channel}-blocked-reason`}
            />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
