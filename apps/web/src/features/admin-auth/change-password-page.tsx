import { changePasswordFormSchema, PASSWORD_MESSAGES, PASSWORD_RULES } from '@arrears/domain';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { TextField } from '@/ui/field';
import { useChangePasswordMutation } from './api/change-password';
import { jsonErrorText } from './api/error-text';
import { usePasswordStatusQuery } from './api/password-status';
import { BackOfficeLoginFrame, type OwnLoginFrame, ownLoginPlace } from './components/own-login-frame';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /admin/change-password (docs/product/back-office.md): one message at a time, in the spec's order (all
 * fields, match, length, different), shown above the form; then the success screen. The client
 * portal shows the same page in its own frame at /client/change-password (decision 0089).
 */
export function ChangePasswordPage({ frame: Frame = BackOfficeLoginFrame }: { frame?: OwnLoginFrame } = {}) {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ message: string; field?: Field } | null>(null);
  const mutation = useChangePasswordMutation();
  const { user } = useAuth();
  const place = ownLoginPlace(user?.role);

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = changePasswordFormSchema.safeParse(values);
    if (!check.success) {
      const issue = check.error.issues[0];
      const message = issue?.message ?? PASSWORD_MESSAGES.changeFailed;
      // 'All fields are required' points at the first empty field, the others at their own.
      const field =
        message === PASSWORD_MESSAGES.allRequired
          ? FIELDS.find((f) => !values[f])
          : (issue?.path[0] as Field | undefined);
      setProblem({ message, field });
      return;
    }
    setProblem(null);
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onError: (error) =>
          setProblem({ message: jsonErrorText(error) ?? PASSWORD_MESSAGES.changeFailed, field: undefined }),
      },
    );
  };

  const again = () => {
    setValues(EMPTY);
    setProblem(null);
    mutation.reset();
  };

  if (mutation.isSuccess)
    return (
      <Frame title="Change Password">
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <CircleCheck className="size-12 text-success-700" aria-hidden="true" />
            <h2 className="font-semibold text-gray-900 text-xl">Password Changed</h2>
            <p className="text-gray-700" role="status">
              {mutation.data?.message || PASSWORD_MESSAGES.changeDone}
            </p>
            <div className="mt-3 flex flex-wrap justify-center gap-3">
              <Link to={place.home.to} className={buttonClasses()}>
                {place.home.label}
              </Link>
              <Button variant="outline" onClick={again}>
                Change Password Again
              </Button>
            </div>
          </CardContent>
        </Card>
      </Frame>
    );

  return (
    <Frame title="Change Password" description={<PasswordAge />}>
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Change password">
            {user?.requiredStep === 'change-password' && (
              <Alert tone="warning" data-testid="password-change-required">
                {`Your password must be changed before you can use ${place.portal}.`}
              </Alert>
            )}
            {problem && (
              <Alert tone="danger" id="change-password-problem">
                {problem.message}
              </Alert>
            )}
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={LABELS[field]}
                type="password"
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                hint={
                  field === 'newPassword'
                    ? `At least ${PASSWORD_RULES.changeMin} characters, not a common password, different from the current one.`
                    : undefined
                }
                value={values[field]}
                onChange={set(field)}
                {...(problem?.field === field && {
                  'aria-invalid': true,
                  'aria-describedby': 'change-password-problem',
                  className: '[&_input]:border-danger-700',
                })}
              />
            ))}
            <Button type="submit" fullWidth disabled={mutation.isPending}>
              {mutation.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Frame>
  );
}

const LABELS: Record<Field, string> = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
};

/** How old the password is, from GET /api/admin/password-status (nothing while it loads or fails). */
function PasswordAge() {
  const { data } = usePasswordStatusQuery();
  if (!data) return null;
  const days = data.passwordAge === 1 ? '1 day' : `${data.passwordAge} days`;
  if (data.needsUpdate)
    return (
      <span className="font-semibold text-danger-700">{`Your password is ${days} old and must be changed.`}</span>
    );
  if (data.warningPeriod)
    return <span className="text-warning-700">{`Your password is ${days} old. Please change it soon.`}</span>;
  return (
    <span>
      {data.passwordAge === 0 ? 'Your password was set today.' : `Your password was set ${days} ago.`}
    </span>
  );
}
