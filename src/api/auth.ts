import { z } from 'zod';
import { emailSchema, passwordSchema, requiredText, timestampSchema } from './common';

export const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
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
  user: userSchema.pick({ id: true, full_name: true, email: true }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const userCreateSchema = z.object({
  full_name: requiredText('Enter the full name', 200),
  email: emailSchema,
  password: passwordSchema,
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = userCreateSchema.partial();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const USER_SORTABLE = ['id', 'full_name', 'email', 'created_at'] as const;
