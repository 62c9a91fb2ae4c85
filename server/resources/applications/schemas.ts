/** The contract of application writes: applying (signed in or as a guest), the organization's decision, confirming. */
import { z } from 'zod';
import { APPLICATION_STATES, applicationDecisionSchema } from '../../../domain/applications';
import { filterId } from '../../jsonapi/query';

const text = (max: number) => z.string().trim().max(max);

/** A signed-in volunteer's name and address come from their account; only the message (motivation) is theirs to write. */
export const memberApplication = z
  .object({
    message: text(5000).optional(),
    phoneNumber: text(40).nullable().optional(),
  })
  .strict();

/** A guest says who they are; the organization needs a way back to them. */
export const guestApplication = z
  .object({
    firstName: text(100).min(1),
    lastName: text(100).min(1),
    email: z.email().max(254),
    phoneNumber: text(40).min(1),
    message: text(5000).min(1),
  })
  .strict();

/** The decision and the internal note (domain/applications.ts), each optional. */
export const applicationUpdate = applicationDecisionSchema.partial().strict();

export const confirmBody = z.object({ token: z.string().trim().min(1).max(200) }).strict();

export type ApplicationUpdate = z.output<typeof applicationUpdate>;

/* The query spec of GET /api/v1/applications, shared by its router and the OpenAPI description (server/openapi). */

const stateList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(APPLICATION_STATES)).min(1));

export const listSpec = {
  filters: {
    status: stateList,
    vacancy_id: filterId,
    organization_id: filterId,
    /** Applied more than this many days ago (the dashboard's "without an answer", docs/domain.md#dashboard). */
    waiting_days: z.coerce.number().int().min(1).max(365),
  },
  sorts: ['created_at', 'status', 'name', 'vacancy_title'],
  defaultSort: '-created_at',
} as const;
