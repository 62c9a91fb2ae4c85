/**
 * The profile screens' form schemas (validation on blur with the shared error map). The backend checks the same
 * rules again (server/resources/users/schemas.ts, server/resources/current-user/account-routes.ts).
 */
import { z } from 'zod';
import { LOCALES } from '@/domain/values';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/shared/session/schemas';
import { GENDERS } from './profile-view';

export const detailsSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: z.string().trim().max(40).or(z.literal('')),
  jobTitle: z.string().trim().max(100).or(z.literal('')),
  gender: z.enum(GENDERS).or(z.literal('')),
});
export type DetailsValues = z.input<typeof detailsSchema>;

export const emailChangeSchema = z.object({
  email: z.email().max(254),
  currentPassword: z.string().min(1).max(200),
});

export const languageSchema = z.object({ locale: z.enum(LOCALES) });

export function passwordSchema(messages: { passwordsDiffer: string }) {
  return z
    .object({
      currentPassword: z.string().min(1).max(200),
      password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
      passwordConfirmation: z.string().min(1),
    })
    .refine((v) => v.password === v.passwordConfirmation, { path: ['passwordConfirmation'], message: messages.passwordsDiffer });
}

export const digestSchema = z.object({
  // Checkbox values; none checked = no digest.
  digestDays: z.array(z.enum(['1', '2', '3', '4', '5', '6', '7'])),
});
export type DigestValues = z.input<typeof digestSchema>;

export const deleteAccountSchema = z.object({ currentPassword: z.string().min(1).max(200) });
