import {
  SMS_OPT_IN_MESSAGES as M,
  type SmsOptIn,
  type SmsOptInInput,
  smsConsentText,
  smsOptInSchema,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useSmsOptInMutation } from './api/submit-sms-opt-in';
import { ConfirmCodeStep } from './components/confirm-code-step';

function BackToHome() {
  return (
    <Link to="/" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Home
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
          title: M.submissionFailedTitle,
          description: errorMessage(error, M.submissionFailedFallback),
          variant: 'destructive',
        });
      }
    },
    (invalid) => {
      if (invalid.consent)
        toast({ title: M.consentRequiredTitle, description: M.consentRequired, variant: 'destructive' });
    },
  );

  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <BackToHome />
      {done ? (
        <Card className="mt-6">
          <CardContent className="space-y-4 text-center" role="status">
            <CheckCircle2 className="mx-auto size-12 text-success-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-gray-900">You're Signed Up</h1>
            <p className="text-gray-700">{done}</p>
            <p className="text-gray-700 text-sm">Reply STOP to any message to opt out, or HELP for help.</p>
            <Link to="/" className={buttonClasses({ className: 'mt-2' })}>
              Back to Home
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
              <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">Text Message Opt-In</h1>
              <p className="mt-1 text-gray-700">
                Get account notices from {brand.companyName} by text message: payment reminders and
                confirmations, balance notices and dispute updates.
              </p>
            </div>
          </div>
          <Card className="mt-6">
            <CardContent>
              <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Text Message Opt-In">
                <TextField
                  label="Full Name"
                  autoComplete="name"
                  error={errors.fullName?.message}
                  {...form.register('fullName')}
                />
                <TextField
                  label="Phone Number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="(555) 123-4567"
                  hint="A 10-digit US mobile number."
                  error={errors.phoneNumber?.message}
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
                      {smsConsentText(brand.companyName)}
                    </label>
                  </div>
                  {errors.consent && (
                    <p id={`${consentId}-error`} className="text-danger-700 text-sm">
                      {errors.consent.message}
                    </p>
                  )}
                </div>
                <p className="text-gray-600 text-sm">
                  See our{' '}
                  <Link to="/sms-terms" className="font-medium text-brand-700 underline">
                    SMS Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link to="/privacy" className="font-medium text-brand-700 underline">
                    Privacy Policy
                  </Link>
                  .
                </p>
                <Button type="submit" fullWidth size="lg" disabled={mutation.isPending}>
                  {mutation.isPending ? 'Submitting...' : 'Opt In to Text Messages'}
                </Button>
              </form>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
