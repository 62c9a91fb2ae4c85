/** The request bodies of /confirm and /sign_in_as_user, shared by their router and the OpenAPI description. */
import { z } from 'zod';
import { recordId } from '../../jsonapi/query';

/** POST /confirm { confirmation_token }: confirms the address; an invited user becomes active. */
export const confirmAccountBody = z.object({ confirmationToken: z.string().min(1).max(200) }).strict();

export const signInAsBody = z
  .object({
    userId: z.union([
      recordId,
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ]),
  })
  .strict();
