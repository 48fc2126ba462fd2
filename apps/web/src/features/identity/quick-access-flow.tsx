import { IDENTITY_MESSAGES, type QuickAccessVerifyResponse } from '@arrears/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { useMessageText } from '@/lib/use-message-text';
import { toast } from '@/ui/use-toast';
import { useQuickAccessMutation } from './api/quick-access';
import { useVerifyIdentityMutation } from './api/quick-access-verify';
import { AddressStep } from './components/address-step';
import { CredentialsStep } from './components/credentials-step';
import { ReachUsStep } from './components/reach-us-step';
import type { QuickAccessVariant } from './identity-variants';
import { QUICK_ACCESS_VARIANTS } from './identity-variants';

/** docs/product/identity.md: success toasts 4 s, errors 5 s. */
const SUCCESS_MS = 4000;
const ERROR_MS = 5000;

/**
 * The two steps of docs/product/identity.md (credentials, then the address), then the variant's destination. A
 * failed address step goes back to step one with both forms cleared (a new token is needed anyway).
 */
export function QuickAccessFlow({ variant }: { variant: QuickAccessVariant }) {
  const info = QUICK_ACCESS_VARIANTS[variant];
  const brand = useBrand();
  const { t } = useTranslation('identity');
  const messageText = useMessageText('identity');
  const navigate = useNavigate();
  const verify = useVerifyIdentityMutation(variant);
  const complete = useQuickAccessMutation(variant);
  const [challenge, setChallenge] = useState<QuickAccessVerifyResponse | null>(null);
  // Set after "None of these is my address": the agency's answer on how to reach them.
  const [reachUs, setReachUs] = useState<string | null>(null);
  // A new key mounts fresh, empty forms.
  const [round, setRound] = useState(0);

  const fallback =
    variant === 'dispute'
      ? IDENTITY_MESSAGES.disputeAccessDeniedFallback(brand.companyName)
      : IDENTITY_MESSAGES.accessDeniedFallback;
  /** The server's English words in the page's language; the two that name the agency are rebuilt here. */
  const described = (error: unknown) => {
    const text = errorMessage(error, fallback);
    if (text === IDENTITY_MESSAGES.disputeAccessDeniedFallback(brand.companyName))
      return t('flow.disputeFallback', { company: brand.companyName });
    return messageText(text) ?? text;
  };

  const startOver = () => {
    setChallenge(null);
    setReachUs(null);
    setRound((n) => n + 1);
    verify.reset();
  };

  const onCredentials = (values: Parameters<typeof verify.mutate>[0]) =>
    verify.mutate(values, {
      onSuccess: (answer) => setChallenge(answer),
      onError: (error) =>
        toast({
          title: t('flow.accessDeniedTitle'),
          description: described(error),
          variant: 'destructive',
          duration: ERROR_MS,
        }),
    });

  const onAddress = ({ selectedAddress }: { selectedAddress: string }) => {
    if (!challenge) return;
    complete.mutate(
      { verificationToken: challenge.verificationToken, selectedAddress },
      {
        onSuccess: () => {
          toast({
            title: t('flow.verifiedTitle'),
            description: t('flow.verifiedDescription'),
            variant: 'success',
            duration: SUCCESS_MS,
          });
          void navigate(info.destination, { replace: true });
        },
        onError: (error) => {
          if (
            selectedAddress === IDENTITY_MESSAGES.noneOfTheseOption &&
            error instanceof ApiError &&
            error.status === 401
          ) {
            setChallenge(null);
            const standard = IDENTITY_MESSAGES.noneOfThese(brand.companyName, brand.phone);
            const text = errorMessage(error, standard);
            setReachUs(
              text === standard
                ? t('reachUs.text', { company: brand.companyName, phone: brand.phone })
                : text,
            );
            return;
          }
          // A refused pick (wrong address, used or expired token) is a 401; anything else (the
          // throttle's 429, a network failure) is reported like a failed step one.
          const mismatch = error instanceof ApiError && error.status === 401;
          toast({
            title: mismatch ? t('flow.addressMismatchTitle') : t('flow.accessDeniedTitle'),
            description:
              mismatch && variant === 'quick'
                ? messageText(IDENTITY_MESSAGES.addressMismatch)
                : described(error),
            variant: 'destructive',
            duration: ERROR_MS,
          });
          startOver();
        },
      },
    );
  };

  if (reachUs) return <ReachUsStep message={reachUs} onStartOver={startOver} />;
  const step = challenge ? 2 : 1;
  return (
    <div>
      <p className="mb-4 font-medium text-brand-700 text-sm" aria-live="polite">
        {t('flow.step', { step, name: step === 1 ? t('flow.verifyIdentity') : t('flow.confirmAddress') })}
      </p>
      {challenge ? (
        <AddressStep
          key={`address-${round}`}
          options={challenge.addressOptions}
          pending={complete.isPending}
          onSubmit={onAddress}
          onStartOver={startOver}
        />
      ) : (
        <CredentialsStep key={`credentials-${round}`} pending={verify.isPending} onSubmit={onCredentials} />
      )}
    </div>
  );
}
