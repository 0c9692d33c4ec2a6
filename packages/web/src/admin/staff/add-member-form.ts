import { ACCESS_LIMITS, ZUserCreate } from '@tableside/shared/access.schemas';
import { z } from 'zod';
import { translateValidationMessage } from '../../lib/i18n/translate-validation.ts';
import type { TTranslate, TTranslationKey } from '../../lib/i18n/translation-keys.ts';

/** How the new team member signs in the first time. */
export const FIRST_SIGN_IN = ['invite', 'password'] as const;
export type TFirstSignIn = (typeof FIRST_SIGN_IN)[number];

/** The form holds text; `role` '' means the default role of the staff settings. */
export type TAddMemberInput = {
  name: string;
  email: string;
  role: string;
  firstSignIn: TFirstSignIn;
  password: string;
};
export type TAddMemberField = keyof TAddMemberInput;

export const EMPTY_MEMBER: TAddMemberInput = {
  name: '',
  email: '',
  role: '',
  firstSignIn: 'invite',
  password: '',
};

/**
 * The form's text becomes the POST /users body, checked by the shared ZUserCreate: the server
 * checks the same, so both speak with one voice. No password means an invitation mail; no
 * `role_ids` means USER_PERMISSIONS.DEFAULT_STAFF_ROLE.
 */
export const ZAddMemberForm = z
  .object({
    name: z.string(),
    email: z.string(),
    role: z.string(),
    firstSignIn: z.enum(FIRST_SIGN_IN),
    password: z.string(),
  })
  .transform(({ name, email, role, firstSignIn, password }) => ({
    name,
    email,
    ...(firstSignIn === 'password' ? { password } : {}),
    ...(role ? { role_ids: [Number(role)] } : {}),
  }))
  .pipe(ZUserCreate);

/** A server field name as this form calls it (the role select sends `role_ids`). */
export function formField(serverField: string): TAddMemberField | undefined {
  if (serverField === 'role_ids') return 'role';
  return (['name', 'email', 'password'] as const).find((field) => field === serverField);
}

/** The shared schema's and the server's English messages, in the current language. */
const MESSAGE_KEYS: Record<string, TTranslationKey> = {
  'Name is required': 'admin.staff.form.errors.nameRequired',
  [`At most ${ACCESS_LIMITS.name} characters`]: 'admin.staff.form.errors.nameTooLong',
  // ZEmail is shared with the sign-in form, which also takes a user name.
  'Username or email is required': 'admin.staff.form.errors.emailRequired',
  'A user with this email already exists': 'admin.staff.form.errors.emailTaken',
  'Choose a role': 'admin.staff.form.errors.roleRequired',
};

export function memberMessage(t: TTranslate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : translateValidationMessage(t, message);
}
