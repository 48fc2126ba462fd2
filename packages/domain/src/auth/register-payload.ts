import type { RegisterBody, RegisterForm, RegisterPayload, RegisterWithProofForm } from './register';

/** The form's confirmPassword is dropped before sending (docs/product/sign-in.md). */
export function toRegisterPayload(form: RegisterForm): RegisterPayload;
export function toRegisterPayload(form: RegisterWithProofForm): RegisterBody;
export function toRegisterPayload(
  form: RegisterForm | RegisterWithProofForm,
): RegisterPayload | RegisterBody {
  const { confirmPassword: _dropped, ...payload } = form;
  return payload;
}
