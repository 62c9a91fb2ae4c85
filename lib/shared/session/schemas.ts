/**
 * The sign-in journey's form schemas, shared by the client islands (validation on blur, messages from the
 * forms error map) and the server actions (which check the same shape again). Messages that no default covers
 * are passed in, translated by the caller.
 */
import { z } from 'zod';

/** Mirrors the backend's rule (server/resources/users/schemas.ts PASSWORD_MIN). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.email().max(254);

export const signInSchema = z.object({
  email,
  password: z.string().min(1).max(200),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const recoverSchema = z.object({ email });
export type RecoverValues = z.infer<typeof recoverSchema>;

interface PasswordMessages {
  passwordsDiffer: string;
}

const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export function resetSchema(messages: PasswordMessages) {
  return z
    .object({ password: newPassword, passwordConfirmation: z.string().min(1) })
    .refine((v) => v.password === v.passwordConfirmation, { path: ['passwordConfirmation'], message: messages.passwordsDiffer });
}
export type ResetValues = z.infer<ReturnType<typeof resetSchema>>;

export const tokenSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('reset'), token: z.string().min(1).max(200) }),
  z.object({ mode: z.literal('invitation'), token: z.string().min(1).max(200) }),
]);
export type ResetToken = z.infer<typeof tokenSchema>;

export function signUpSchema(messages: PasswordMessages & { acceptTerms: string }) {
  return z
    .object({
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
      email,
      phoneNumber: z.string().trim().max(40).optional(),
      password: newPassword,
      passwordConfirmation: z.string().min(1),
      acceptTerms: z.boolean().refine((v) => v, { message: messages.acceptTerms }),
    })
    .refine((v) => v.password === v.passwordConfirmation, { path: ['passwordConfirmation'], message: messages.passwordsDiffer });
}
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;
