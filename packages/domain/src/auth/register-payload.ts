import type { RegisterForm, RegisterPayload } from './register';

/** The form's confirmPassword is dropped before sending (spec 1 §3). */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  const { confirmPassword: _dropped, ...payload } = form;
  return payload;
}
