/**
 * The query spec of /current_organization and the bodies of /current_user/email and /confirm_email, shared by
 * their routers and the OpenAPI description (server/openapi), which must not import a router.
 */
import { z } from 'zod';
import { currentPassword } from '../accounts/credentials';

export const currentOrganizationSpec = { includes: ['address', 'profile'] } as const;

export const emailChangeBody = z.object({ email: z.string().trim().pipe(z.email().max(254)), currentPassword }).strict();
export const confirmBody = z.object({ emailToken: z.string().min(1).max(200) }).strict();
