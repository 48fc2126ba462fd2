import { AGENCY_ROLES, type CreateAgencyUserPayload, createAgencyUserSchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { inputClasses, TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useCreateAgencyUserMutation } from '../api/create-agency-user';
import { ROLE_LABELS } from './role-labels';

const EMPTY: CreateAgencyUserPayload = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  role: 'staff',
};

/**
 * Adds a person of the agency: the registration fields and rules plus a role. The password is a
 * first one to hand over; 'Require password change' on the row makes them choose their own.
 */
export function CreateAgencyUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAgencyUserMutation();
  const roleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateAgencyUserPayload>({
    resolver: zodResolver(createAgencyUserSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: 'User Created',
          description: `${user.firstName} ${user.lastName} (${user.username}) can now sign in as ${user.role}.`,
          variant: 'success',
          duration: 4000,
        });
        reset(EMPTY);
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a user" className="space-y-4">
      {create.isError && (
        <Alert tone="danger">{errorMessage(create.error, 'Could not create the user.')}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="First Name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="space-y-1.5">
          <label htmlFor={roleId} className="block font-medium text-gray-800 text-sm">
            Role
          </label>
          <select id={roleId} className={cn(inputClasses, 'border-gray-300')} {...register('role')}>
            {AGENCY_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create User'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
