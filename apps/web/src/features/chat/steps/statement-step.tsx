import { type ChatAccountInfo, fillChatText, formatAccountNumber, CHAT_MESSAGES as M } from '@arrears/domain';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-file';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { requestStatement } from '../api/request-statement';
import { useChatText } from '../chat-text';
import type { ChatController } from '../use-chat';

function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Statement (docs/product/statements.md): a PDF to download or an e-mail (prefilled with the account's address,
 * must contain '@'); an e-mail that could not be sent falls back to the PDF. The server e-mails only
 * the address on file (decision 0031): for another address it answers the PDF with its reason.
 */
export function StatementStep({ account, chat }: { account: ChatAccountInfo; chat: ChatController }) {
  const { t, say } = useChatText();
  const [method, setMethod] = useState<'pdf' | 'email'>('pdf');
  const [email, setEmail] = useState(account.email_address);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [pdf, setPdf] = useState<string | null>(null);
  const fileName = `statement-${formatAccountNumber(account.account_number, account.id)}.pdf`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (method === 'email' && !email.includes('@')) {
      setEmailError(M.invalidEmail);
      return;
    }
    setEmailError(null);
    setPending(true);
    setPdf(null);
    try {
      const answer = await requestStatement({
        debtorId: account.id,
        deliveryMethod: method,
        ...(method === 'email' ? { email: email.trim() } : {}),
      });
      if (method === 'email' && answer.emailSent) {
        chat.say(fillChatText(M.statementEmailed, { email: email.trim() }), 'success');
      } else if (answer.pdf) {
        chat.say(answer.message ?? (method === 'email' ? M.statementEmailFellBack : M.statementReady));
        setPdf(answer.pdf);
      } else {
        throw new Error('No statement in the answer');
      }
    } catch (error) {
      if (chat.endedByServer(error)) return;
      // A refusal in the server's words (too many statements); anything else the spec's error text.
      const refusal = error instanceof ApiError && error.status === 429 ? error.serverMessage : null;
      chat.say(
        refusal ?? chat.withPhone(method === 'pdf' ? M.statementPdfError : M.statementEmailError),
        'error',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('forms.statement.label')}
        data-testid="chat-statement-form"
        className="space-y-3 rounded-xl border border-gray-200 bg-white p-3"
      >
        <fieldset disabled={pending} className="space-y-2">
          <legend className="mb-1 font-medium text-gray-800 text-sm">{t('messages.statementPrompt')}</legend>
          {(
            [
              ['pdf', t('forms.statement.pdf')],
              ['email', t('forms.statement.email')],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-gray-900 text-sm">
              <input
                type="radio"
                name="statement-delivery"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
          {method === 'email' && (
            <TextField
              label={t('forms.statement.emailAddress')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailError ? say(emailError) : undefined}
              hint={t('messages.statementEmailHint')}
            />
          )}
        </fieldset>
        <Button type="submit" fullWidth disabled={pending}>
          {pending
            ? t('forms.statement.preparing')
            : method === 'pdf'
              ? t('forms.statement.get')
              : t('forms.statement.send')}
        </Button>
      </form>
      {pdf && (
        <Alert tone="success" className="flex flex-wrap items-center justify-between gap-2">
          <span>{fileName}</span>
          <Button
            size="sm"
            onClick={() => saveBlob(pdfBlob(pdf), fileName)}
            data-testid="chat-statement-download"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('forms.statement.download')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
