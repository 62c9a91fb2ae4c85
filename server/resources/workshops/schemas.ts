/** The contract of /api/v1/workshops (docs/api.md "Workshops"): domain/workshops.ts's attributes. */
import { z } from 'zod';
import { WORKSHOP_STATUSES, workshopAttributesSchema } from '@/domain/workshops';

export const WORKSHOP_TYPES = ['workshops', 'workshop'] as const;

export const workshopCreate = workshopAttributesSchema
  .partial({ description: true, place: true, onlineUrl: true, audience: true, status: true })
  .strict();
export const workshopUpdate = workshopAttributesSchema.partial().strict();

export const listSpec = {
  filters: { status: z.enum(WORKSHOP_STATUSES) },
  page: { defaultSize: 20, maxSize: 100 },
} as const;
