import type { RegisterForm, RegisterPayload } from './register';

/** The form's confirmPassword is dropped before sending (docs/product/sign-in.md). */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  const { confirmPassword: _dropped, ...payload } = form;
  return payload;
}
