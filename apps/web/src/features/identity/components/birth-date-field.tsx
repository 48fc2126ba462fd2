import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { BirthDatePicker } from './birth-date-picker';

/** The form's `dateOfBirth` as the three-select picker (quick access, registration). */
export function BirthDateField<T extends FieldValues & { dateOfBirth: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'dateOfBirth' as Path<T>}
      render={({ field, fieldState }) => (
        <BirthDatePicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
