import { describe, expect, it } from 'vitest';
import { registerFormSchema } from './register';
import { toRegisterPayload } from './register-payload';

const form = {
  firstName: 'Dana',
  lastName: 'Lee',
  email: 'dana@example.com',
  phone: '2155550123',
  username: 'danalee',
  password: 'a-long-password',
  confirmPassword: 'a-long-password',
};

describe('registerFormSchema', () => {
  it('shows the mismatch on confirmPassword', () => {
    const result = registerFormSchema.safeParse({ ...form, confirmPassword: 'something-else' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });

  it('asks to confirm a short confirmation', () => {
    const result = registerFormSchema.safeParse({ ...form, confirmPassword: 'short' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Please confirm your password');
  });

  it('drops confirmPassword before sending', () => {
    const payload = toRegisterPayload(registerFormSchema.parse(form));
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload.username).toBe('danalee');
  });
});
