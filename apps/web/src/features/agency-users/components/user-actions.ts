import type { AgencyUser, UpdateAgencyUserPayload } from '@arrears/domain';

export type UserActionKind = 'deactivate' | 'reactivate' | 'resetMfa' | 'requirePasswordChange';

/** What each row action asks, changes and says (the confirm dialog's texts and the PATCH body). */
export const USER_ACTIONS: Record<
  UserActionKind,
  {
    label: string;
    changes: UpdateAgencyUserPayload;
    question: (name: string) => string;
    consequence: string;
    done: (name: string) => string;
    danger: boolean;
  }
> = {
  deactivate: {
    label: 'Deactivate',
    changes: { active: false },
    question: (name) => `Deactivate ${name}?`,
    consequence: 'They are signed out everywhere at once and cannot sign in until reactivated.',
    done: (name) => `${name} has been deactivated.`,
    danger: true,
  },
  reactivate: {
    label: 'Reactivate',
    changes: { active: true },
    question: (name) => `Reactivate ${name}?`,
    consequence: 'They can sign in again with their password.',
    done: (name) => `${name} has been reactivated.`,
    danger: false,
  },
  resetMfa: {
    label: 'Reset MFA',
    changes: { resetMfa: true },
    question: (name) => `Reset two-factor authentication for ${name}?`,
    consequence:
      'Their authenticator and backup codes stop working; they sign in with their password and can set two-factor up again.',
    done: (name) => `Two-factor authentication has been reset for ${name}.`,
    danger: true,
  },
  requirePasswordChange: {
    label: 'Require Password Change',
    changes: { mustChangePassword: true },
    question: (name) => `Require ${name} to change their password?`,
    consequence: 'They must choose a new password the next time they sign in.',
    done: (name) => `${name} must change their password at the next sign-in.`,
    danger: false,
  },
};

/** The actions a row offers; an admin cannot deactivate their own account. */
export function actionsFor(user: AgencyUser, currentUserId: number | undefined): UserActionKind[] {
  const actions: UserActionKind[] = [];
  if (user.active && user.id !== currentUserId) actions.push('deactivate');
  if (!user.active) actions.push('reactivate');
  if (user.mfaEnabled) actions.push('resetMfa');
  if (!user.mustChangePassword) actions.push('requirePasswordChange');
  return actions;
}

/** The user's phone line ('browser' until one is set). */
export function lineOf(user: AgencyUser): string {
  return user.phoneLine || 'browser';
}

/** An agency user (admin, staff, collector) takes calls, so has a phone line; a client's user does not. */
export function hasPhoneLine(user: AgencyUser): boolean {
  return user.role === 'admin' || user.role === 'staff' || user.role === 'collector';
}

export function fullName(user: AgencyUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
