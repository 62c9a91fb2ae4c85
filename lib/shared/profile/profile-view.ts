/**
 * GET /api/v1/current_user (deserialized) -> the plain profile the profile screens edit. Pure; checked with zod
 * at this boundary, so a form never starts from a value it cannot send back.
 */
import { z } from 'zod';
import { type Gender, GENDERS } from '@/domain/users';
import { LOCALES, type Locale } from '@/domain/values';
import { normalizeDigestDays, type IsoWeekday } from './digest-days';

export { GENDERS, type Gender };
/** Kept for components/profile, which import it from here: the name is domain/values.ts's `Locale`. */
export type ProfileLocale = Locale;

export interface ProfileView {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  gender: Gender | null;
  locale: Locale;
  digestDays: IsoWeekday[];
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  firstName: text,
  lastName: text,
  fullName: text,
  email: z.string(),
  phoneNumber: text,
  jobTitle: text,
  gender: z
    .enum(GENDERS)
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  locale: z.enum(LOCALES).catch('nl'),
  digestDays: z
    .array(z.number())
    .nullish()
    .transform((v) => normalizeDigestDays(v)),
});

export function toProfileView(resource: unknown): ProfileView {
  const user = userSchema.parse(resource);
  return { ...user, fullName: user.fullName || `${user.firstName} ${user.lastName}`.trim() };
}

/** Optional text fields go to the API as null when left empty, so clearing a field clears it. */
export function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
