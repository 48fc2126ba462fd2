import {
  IDENTITY_MESSAGES,
  type QuickAccessAddressForm,
  quickAccessAddressFormSchema,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleHelp, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/use-message-text';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';

/** The last choice: the person recognises none of the addresses (it fails the check; the agency helps by phone). */
const NONE = IDENTITY_MESSAGES.noneOfTheseOption;

/** Step two: which of these addresses is on the account, or none of them. */
export function AddressStep({
  options,
  pending,
  onSubmit,
  onStartOver,
}: {
  options: readonly string[];
  pending: boolean;
  onSubmit: (values: QuickAccessAddressForm) => void;
  onStartOver: () => void;
}) {
  const id = useId();
  const { t } = useTranslation('identity');
  const messageText = useMessageText('identity');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<QuickAccessAddressForm>({
    resolver: zodResolver(quickAccessAddressFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { selectedAddress: '' },
  });
  const selected = watch('selectedAddress');
  const error = messageText(errors.selectedAddress?.message);
  const errorId = `${id}-error`;

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      aria-label={t('flow.confirmAddress')}
    >
      <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
        <legend className="mb-3 font-medium text-gray-800">{t('address.question')}</legend>
        <div className="space-y-2">
          {[...options, NONE].map((option, i) => (
            <label
              key={option}
              htmlFor={`${id}-${i}`}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-gray-900',
                'has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-focus-visible:outline-offset-1',
                selected === option ? 'border-brand-600 bg-brand-50' : 'border-gray-300 hover:bg-gray-50',
                option === NONE && 'mt-4 border-dashed',
              )}
            >
              <input
                id={`${id}-${i}`}
                type="radio"
                value={option}
                className="size-4 shrink-0 accent-brand-600"
                {...register('selectedAddress')}
              />
              {option === NONE ? (
                <CircleHelp className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              ) : (
                <MapPin className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              )}
              {/* The option's value stays the English the server expects; only its label is translated. */}
              <span>{option === NONE ? t('address.noneOfThese') : option}</span>
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-2 text-danger-700 text-sm">
            {error}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onStartOver} disabled={pending} className="sm:flex-1">
          {t('address.startOver')}
        </Button>
        <Button type="submit" disabled={pending} className="sm:flex-1">
          {pending ? t('credentials.verifying') : t('address.verify')}
        </Button>
      </div>
    </form>
  );
}
