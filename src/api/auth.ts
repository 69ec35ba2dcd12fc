import { z } from 'zod';
import { emailSchema, passwordSchema, requiredText, timestampSchema } from './common';

/** An admin manages accounts; an editor manages content and applications. */
export const ROLES = ['admin', 'editor'] as const;
export const roleSchema = z.enum(ROLES, 'role must be admin or editor');
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.email(),
  role: roleSchema,
  created_at: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginSchema = z.object({
  email: z.string({ error: 'Enter your e-mail' }).trim().toLowerCase().min(1, 'Enter your e-mail').max(254),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type Login = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  expires_at: timestampSchema,
  user: userSchema.pick({ id: true, full_name: true, email: true, role: true }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const userCreateSchema = z.object({
  full_name: requiredText('Enter the full name', 200),
  email: emailSchema,
  password: passwordSchema,
  /** Without it a new account is an editor: the least that lets a person work. */
  role: roleSchema.optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to set a new one';
export const CURRENT_PASSWORD_NEEDED_FOR_EMAIL = 'Enter your current password to change your e-mail';

export const userUpdateSchema = userCreateSchema.partial().extend({
  /** Asked when people change their own password or e-mail, so that an unattended session cannot. */
  current_password: z.string().max(200).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const USER_SORTABLE = ['id', 'full_name', 'email', 'role', 'created_at'] as const;

/** The English path of the public page a password-reset mail links to (its entry in src/site/publicPages.ts). */
export const RESET_PASSWORD_PATH = '/reset-password';
/** How long the link of a password-reset mail works. */
export const RESET_LINK_MINUTES = 30;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** The one answer to every forgot-password request, whether an account has the address or not. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account has this e-mail, a link to set a new password is on its way; it works once, for 30 minutes';

export const INVALID_RESET_TOKEN = 'This link to set a new password has expired or was already used; ask for a new one';

export const resetPasswordSchema = z.object({
  /** The secret of the mailed link (after `#token=`). */
  token: z.string({ error: INVALID_RESET_TOKEN }).min(1, INVALID_RESET_TOKEN).max(200, INVALID_RESET_TOKEN),
  password: passwordSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
