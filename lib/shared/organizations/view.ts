/**
 * Organizations as the screens use them: plain view models parsed from the API client's deserialised resources
 * (which may be cyclic, so they never go into TanStack Query or RSC props as they are).
 */
import { z } from 'zod';
import type { OrganizationWire } from '@/domain/organizations';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from './status';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const addressSchema = z.object({
  street: text,
  houseNumber: text,
  postalCode: text,
  city: text,
});

const profileSchema = z.object({
  nonProfitTypeId: z.coerce
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  showOnSocialMap: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  activityTypeIds: z
    .array(z.coerce.number().int())
    .nullish()
    .transform((v) => v ?? []),
});

const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  status: z.enum(ORGANIZATION_STATUSES),
  email: text,
  phoneNumber: text,
  website: text,
  description: text,
  denialReason: text,
  city: text,
  createdAt: text,
  volunteerCenterId: z.coerce
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  // Relationships: the related resource when included, else an identifier (no attributes) or null.
  address: z.unknown().optional(),
  profile: z.unknown().optional(),
});

export interface AddressView {
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
}

export interface ProfileView {
  nonProfitTypeId: number | null;
  showOnSocialMap: boolean;
  activityTypeIds: number[];
}

/**
 * The served attributes (domain/organizations.ts) as the screens use them: the address and profile as included
 * resources, the center and creation time possibly unknown.
 */
export interface OrganizationView extends Omit<OrganizationWire, 'address' | 'volunteerCenterId' | 'createdAt' | 'updatedAt'> {
  id: string;
  createdAt: string | null;
  volunteerCenterId: number | null;
  address: AddressView | null;
  profile: ProfileView | null;
}

/** A related resource counts only when it was included (an identifier alone has no attributes). */
function included<T>(value: unknown, schema: z.ZodType<T>, key: string): T | null {
  if (!value || typeof value !== 'object' || !(key in value)) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toOrganizationView(resource: unknown): OrganizationView {
  const o = organizationSchema.parse(resource);
  return {
    id: o.id,
    name: o.name,
    organizationType: o.organizationType,
    status: o.status,
    email: o.email,
    phoneNumber: o.phoneNumber,
    website: o.website,
    description: o.description,
    denialReason: o.denialReason,
    city: o.city,
    createdAt: o.createdAt,
    volunteerCenterId: o.volunteerCenterId,
    address: included(o.address, addressSchema, 'city'),
    profile: included(o.profile, profileSchema, 'showOnSocialMap'),
  };
}

/** "Kerkstraat 12, 8091 AB Wezep"; null when nothing is known. */
export function formatAddress(address: AddressView | null): string | null {
  if (!address) return null;
  const line1 = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const line2 = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ') || null;
}

export interface LookupOption {
  id: number;
  /** Null for an entry the center added itself (only the seeded ones have a key). */
  key: string | null;
  name: string;
}

const lookupSchema = z.array(
  z.object({
    id: z.coerce.number().int(),
    key: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    name: z.string(),
  }),
);

export function toLookupOptions(data: unknown): LookupOption[] {
  return lookupSchema.parse(data).map(({ id, key, name }) => ({ id, key, name }));
}
