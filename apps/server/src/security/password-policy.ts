import { PASSWORD_MESSAGES, PASSWORD_RULES } from '@arrears/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http-error';

/** How many of the most common passwords are refused (decision 0030). */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | null = null;

/**
 * The 10,000 most common passwords: the head of zxcvbn's list, ranked by how often each appeared
 * in leaked password sets. Built on first use; it stays on the server (never in the web bundle).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common;
}

/** True for one of the most common passwords, whatever its letter case (the list is lower case). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * The one check of every password the server is asked to set (registration, a change, a reset, a
 * user made by an admin or by `user:create`): at least 8 characters and not a common password.
 * Throws HttpError(400) with the message the form shows; call it before anything is written.
 */
export function refuseWeakPassword(password: string): void {
  if ([...password].length < PASSWORD_RULES.min) throw new HttpError(400, PASSWORD_MESSAGES.tooShort);
  if (isCommonPassword(password)) throw new HttpError(400, PASSWORD_MESSAGES.tooCommon);
}
