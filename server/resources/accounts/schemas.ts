/** The request bodies of /confirm and /sign_in_as_user, shared by their router and the OpenAPI description. */
import { z } from 'zod';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { recordIdSchema } from '@/domain/value-schemas';

/** POST /confirm { confirmation_token }: confirms the address; an invited user becomes active. */
export const confirmAccountBody = z.object({ confirmationToken: z.string().min(1).max(200) }).strict();

export const signInAsBody = z
  .object({
    userId: z.union([recordIdSchema, z.string().regex(RECORD_ID_PATTERN).transform(Number)]),
  })
  .strict();
