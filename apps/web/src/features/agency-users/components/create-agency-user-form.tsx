import { type CreateAgencyUserPayload, createAgencyUserSchema, USER_ROLES } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { inputClasses, TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { useClientChoicesQuery } from '../api/client-choices';
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
  clientId: null,
};

/**
 * Adds a person of the agency: the registration fields and rules plus a role. The password is a
 * first one to hand over; 'Require password change' on the row makes them choose their own.
 */
export function CreateAgencyUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAgencyUserMutation();
  const roleId = useId();
  const clientFieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CreateAgencyUserPayload>({
    resolver: zodResolver(createAgencyUserSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  // A client user works for one client (decision 0055): the admin picks it; no one else has one.
  const isClient = watch('role') === 'client';
  const clients = useClientChoicesQuery(isClient);
  const onSubmit = handleSubmit(({ clientId, ...values }) =>
    create.mutate(values.role === 'client' ? { ...values, clientId } : values, {
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
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        {isClient && (
          <div className="space-y-1.5">
            <label htmlFor={clientFieldId} className="block font-medium text-gray-800 text-sm">
              Client
            </label>
            <select
              id={clientFieldId}
              className={cn(inputClasses, errors.clientId ? 'border-danger-700' : 'border-gray-300')}
              aria-invalid={errors.clientId ? true : undefined}
              {...register('clientId', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
            >
              <option value="">Choose a client</option>
              {(clients.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.name} (${c.code})`}
                </option>
              ))}
            </select>
            {errors.clientId?.message && <p className="text-danger-700 text-sm">{errors.clientId.message}</p>}
          </div>
        )}
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
