import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useMessageText } from '@/lib/use-message-text';
import { BirthDatePicker } from './birth-date-picker';

/** The form's `dateOfBirth` as the three-select picker (quick access, registration). */
export function BirthDateField<T extends FieldValues & { dateOfBirth: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const messageText = useMessageText('identity');
  return (
    <Controller
      control={control}
      name={'dateOfBirth' as Path<T>}
      render={({ field, fieldState }) => (
        <BirthDatePicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={messageText(fieldState.error?.message)}
        />
      )}
    />
  );
}
