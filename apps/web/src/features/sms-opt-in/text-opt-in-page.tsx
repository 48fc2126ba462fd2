import {
  SMS_OPT_IN_MESSAGES as M,
  type SmsOptIn,
  type SmsOptInInput,
  siteLanguageOf,
  smsConsentText,
  smsConsentTextEs,
  smsOptInSchema,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { useMessageText } from '@/lib/use-message-text';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useSmsOptInMutation } from './api/submit-sms-opt-in';
import { ConfirmCodeStep } from './components/confirm-code-step';

function BackToHome() {
  const { t } = useTranslation('sms-opt-in');
  return (
    <Link to="/" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('backToHome')}
    </Link>
  );
}

/**
 * /text-opt-in (docs/product/text-opt-in.md, public): full name, phone number and the consent checkbox; then the
 * number confirms (the code texted to it, typed here, or a YES reply: decision 0032); then a
 * success screen. The consent wording shown is the one the server stores with the opt-in.
 */
export function TextOptInPage() {
  const brand = useBrand();
  const { t, i18n } = useTranslation('sms-opt-in');
  const text = useMessageText('sms-opt-in');
  const language = siteLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const consentId = useId();
  const mutation = useSmsOptInMutation();
  const [pending, setPending] = useState<{ phoneNumber: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SmsOptInInput, unknown, SmsOptIn>({
    resolver: zodResolver(smsOptInSchema),
    defaultValues: { fullName: '', phoneNumber: '', consent: false as unknown as true },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        const answer = await mutation.mutateAsync(body);
        setPending({ phoneNumber: body.phoneNumber, message: answer.message });
      } catch (error) {
        toast({
          title: text(M.submissionFailedTitle),
          description: text(errorMessage(error, M.submissionFailedFallback)),
          variant: 'destructive',
        });
      }
    },
    (invalid) => {
      if (invalid.consent)
        toast({
          title: text(M.consentRequiredTitle),
          description: text(M.consentRequired),
          variant: 'destructive',
        });
    },
  );

  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <BackToHome />
      {done ? (
        <Card className="mt-6">
          <CardContent className="space-y-4 text-center" role="status">
            <CheckCircle2 className="mx-auto size-12 text-success-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-gray-900">{t('done.title')}</h1>
            <p className="text-gray-700">{text(done)}</p>
            <p className="text-gray-700 text-sm">{t('done.stopHelp')}</p>
            <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
              {t('backToHome')}
            </Link>
          </CardContent>
        </Card>
      ) : pending ? (
        <ConfirmCodeStep
          phoneNumber={pending.phoneNumber}
          message={pending.message}
          onConfirmed={setDone}
          onStartOver={() => setPending(null)}
        />
      ) : (
        <>
          <div className="mt-6 flex items-start gap-3">
            <MessageSquareText className="mt-1 size-7 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('form.title')}</h1>
              <p className="mt-1 text-gray-700">{t('form.intro', { company: brand.companyName })}</p>
            </div>
          </div>
          <Card className="mt-6">
            <CardContent>
              <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('form.title')}>
                <TextField
                  label={t('form.fullName')}
                  autoComplete="name"
                  error={text(errors.fullName?.message)}
                  {...form.register('fullName')}
                />
                <TextField
                  label={t('form.phoneNumber')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="(555) 123-4567"
                  hint={t('form.phoneHint')}
                  error={text(errors.phoneNumber?.message)}
                  {...form.register('phoneNumber')}
                />
                <div className="space-y-1.5">
                  <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
                    <input
                      id={consentId}
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-brand-600"
                      aria-invalid={errors.consent ? true : undefined}
                      aria-describedby={errors.consent ? `${consentId}-error` : undefined}
                      {...form.register('consent')}
                    />
                    <label
                      htmlFor={consentId}
                      className="text-gray-800 text-sm"
                      data-testid="sms-consent-text"
                    >
                      {language === 'es'
                        ? smsConsentTextEs(brand.companyName)
                        : smsConsentText(brand.companyName)}
                    </label>
                  </div>
                  {errors.consent && (
                    <p id={`${consentId}-error`} className="text-danger-700 text-sm">
                      {text(errors.consent.message)}
                    </p>
                  )}
                </div>
                <p className="text-gray-600 text-sm">
                  {t('form.seeOur')}{' '}
                  <Link to="/sms-terms" className="font-medium text-brand-700 underline">
                    {t('form.smsTerms')}
                  </Link>{' '}
                  {t('form.and')}{' '}
                  <Link to="/privacy" className="font-medium text-brand-700 underline">
                    {t('form.privacyPolicy')}
                  </Link>
                  .
                </p>
                <Button type="submit" fullWidth size="lg" disabled={mutation.isPending}>
                  {mutation.isPending ? t('form.submitting') : t('form.submit')}
                </Button>
              </form>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
