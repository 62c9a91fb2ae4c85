/**
 * The profile screens' backend calls, for any ApiClient (the /bff one in the browser, the session one on the
 * server). Keys carry the viewer's id, so a sign-in-as never shows another person's cache.
 */
import type { z } from 'zod';
import type { userAttributesSchema } from '@/domain/users';
import { type ApiClient, serialize } from '@/lib/shared/api';
import { toProfileView, type ProfileView } from './profile-view';

export const profileKeys = {
  all: (viewerId: string) => ['profile', viewerId] as const,
  email: (viewerId: string) => ['profile', viewerId, 'email'] as const,
};

export interface EmailStatus {
  email: string;
  pendingEmail: string | null;
  pendingExpiresAt: string | null;
}

/**
 * What one writes of one's own account (PATCH /current_user): the user's attributes (domain/users.ts), each optional,
 * and a new password with the current one. A field renamed there no longer compiles here.
 */
export type ProfileAttributes = Partial<
  Pick<z.input<typeof userAttributesSchema>, 'firstName' | 'lastName' | 'phoneNumber' | 'jobTitle' | 'gender' | 'locale' | 'digestDays'>
> & {
  password?: string;
  passwordConfirmation?: string;
  currentPassword?: string;
};

export async function fetchProfile(api: ApiClient): Promise<ProfileView> {
  const doc = await api.get<unknown>('/api/v1/current_user');
  return toProfileView(doc.data);
}

export async function updateProfile(api: ApiClient, attributes: ProfileAttributes): Promise<ProfileView> {
  const doc = await api.patch<unknown>('/api/v1/current_user', serialize('users', { ...attributes }));
  return toProfileView(doc.data);
}

function emailStatus(meta: Record<string, unknown>): EmailStatus {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { email: text(meta.email) ?? '', pendingEmail: text(meta.pendingEmail), pendingExpiresAt: text(meta.pendingExpiresAt) };
}

export async function fetchEmailStatus(api: ApiClient, signal?: AbortSignal): Promise<EmailStatus> {
  const doc = await api.get<null, Record<string, unknown>>('/api/v1/current_user/email', undefined, { signal });
  return emailStatus(doc.meta);
}

/** Mails a confirmation link to the new address; the account keeps its address until it is used. */
export async function requestEmailChange(api: ApiClient, values: { email: string; currentPassword: string }): Promise<EmailStatus> {
  const doc = await api.post<null, Record<string, unknown>>('/api/v1/current_user/email', serialize('users', { ...values }));
  return emailStatus(doc.meta);
}

/**
 * Deletes one's own account (DELETE /current_user). A JSON:API body, so a wrong password comes back on
 * /data/attributes/current_password: the form's field.
 */
export async function deleteAccount(api: ApiClient, currentPassword: string): Promise<void> {
  await api.delete('/api/v1/current_user', serialize('users', { currentPassword }));
}

/** Through /bff the session is re-keyed to the new address in the same answer. */
export async function confirmEmailChange(api: ApiClient, token: string): Promise<string> {
  const doc = await api.post<null, Record<string, unknown>>('/api/v1/confirm_email', { emailToken: token });
  return typeof doc.meta.email === 'string' ? doc.meta.email : '';
}
