/** The flat request bodies of /auth, shared by its router and the OpenAPI description (server/openapi). */
import { z } from 'zod';
import { currentPassword } from '../accounts/credentials';
import { password } from '../users/schemas';

export const signInBody = z.object({ email: z.string().max(254), password: z.string().max(200) }).strict();

export const resetRequest = z.object({ email: z.string().max(254), redirectUrl: z.string().max(500).optional() }).strict();

export const resetBody = z
  .object({
    password,
    passwordConfirmation: z.string(),
    resetPasswordToken: z.string().max(200).optional(),
    invitationToken: z.string().max(200).optional(),
    currentPassword: currentPassword.optional(),
  })
  .strict();
