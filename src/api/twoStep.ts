import { z } from 'zod';
import { loginResultSchema } from './auth';
import { timestampSchema } from './common';

/** How many recovery codes an account gets when it turns two-step sign-in on. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its code once the password was right. */
export const CHALLENGE_MINUTES = 5;

export const ENTER_CODE = 'Enter the 6-digit code from your app, or a recovery code';
export const WRONG_CODE = 'This code is not right, or was already used; enter the current one';
export const ENTER_PASSWORD = 'Enter your password';
export const WRONG_PASSWORD = 'This is not your current password';
export const CHALLENGE_EXPIRED = 'Your sign-in took too long or was already used; enter your e-mail and password again';
/** The 403 of every request of an admin without two-step sign-in while admins must have it. */
export const TWO_STEP_SETUP_REQUIRED = 'Admins must sign in with two steps: turn it on for your account first';

/** A code from the authenticator app (6 digits) or a recovery code; spaces are ignored. */
export const twoStepCodeSchema = z
  .string({ error: ENTER_CODE })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, ENTER_CODE).max(40, WRONG_CODE));

const passwordSchema = z.string({ error: ENTER_PASSWORD }).min(1, ENTER_PASSWORD).max(200, WRONG_PASSWORD);

/** What `POST /auth/login` answers when the account signs in with two steps: no session yet, a challenge. */
export const twoStepChallengeSchema = z.object({
  two_step: z.literal(true),
  /** The secret `POST /auth/login/two-step` takes with the code. */
  challenge: z.string(),
  expires_at: timestampSchema,
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

export const loginAnswerSchema = z.union([loginResultSchema, twoStepChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const secondStepSchema = z.object({
  challenge: z.string({ error: CHALLENGE_EXPIRED }).min(1, CHALLENGE_EXPIRED).max(200, CHALLENGE_EXPIRED),
  code: twoStepCodeSchema,
});
export type SecondStep = z.infer<typeof secondStepSchema>;

/** Whether this account signs in with two steps, and whether admins must. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: timestampSchema.nullable(),
  recovery_codes_left: z.number().int(),
  /** Every admin must sign in with two steps (an admin's choice). */
  admins_required: z.boolean(),
  /** This account may do nothing else until it turns two-step sign-in on. */
  setup_required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

export const twoStepSetupRequestSchema = z.object({ password: passwordSchema });

/** The new secret, shown once while setting up: as text, as an otpauth:// address and as a QR code of it. */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A `data:image/svg+xml` address of the QR code. */
  qr_code: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

export const twoStepConfirmSchema = z.object({ code: twoStepCodeSchema });

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoStepDisableSchema = z.object({ password: passwordSchema, code: twoStepCodeSchema });

export const twoStepPolicySchema = z.object({
  admins_required: z.boolean({ error: 'admins_required must be true or false' }),
});
export type TwoStepPolicy = z.infer<typeof twoStepPolicySchema>;
