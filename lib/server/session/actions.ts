'use server';
/**
 * Server actions of the sign-in journey. Each validates its input again (never trusting the form), calls the
 * backend without exposing tokens, and answers with a typed result the form can show (lib/server/session/auth-errors).
 */
import { z } from 'zod';
import { RECORD_ID_PATTERN } from '@/domain/values';
import { getTranslations } from 'next-intl/server';
import { createServerApi } from '@/lib/server/api/server';
import { type ActionResult, type AuthError, describeAuthError } from './auth-errors';
import { readAuthHeaders, isCompleteAuth } from './auth-headers';
import { signIn, signOut, startSession, storeSelectedOrganization } from './auth';
import { AFTER_SIGN_IN_PATH, sanitizeRedirect } from './redirect';
import { apiCenter, getRequestContext } from './request-context';
import { recoverSchema, resetSchema, signInSchema, signUpSchema, tokenSchema } from '@/lib/shared/session/schemas';
import { getSession } from './session';
import { getViewer } from './viewer';

/** Input the form should have refused already (a tampered or outdated client): the generic form error. */
async function invalidInput(): Promise<{ ok: false; error: AuthError }> {
  const { locale } = await getRequestContext();
  const t = await getTranslations({ locale, namespace: 'session.errors.validation' });
  return { ok: false, error: { code: 'unknown', title: t('title'), message: t('message') } };
}

async function publicApi() {
  const { center, locale } = await getRequestContext();
  return { locale, api: await createServerApi({ locale, center: apiCenter(center), auth: null, currentOrganizationId: null }) };
}

export async function signInAction(input: {
  email: string;
  password: string;
  redirect?: string | null;
}): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return invalidInput();
  const result = await signIn(parsed.data.email, parsed.data.password);
  if (!result.ok) return result;
  return { ok: true, data: { redirectTo: sanitizeRedirect(input.redirect, AFTER_SIGN_IN_PATH) } };
}

export async function signOutAction(): Promise<ActionResult> {
  await signOut();
  return { ok: true, data: null };
}

/** Same answer whether or not the address exists (the backend does the same). */
export async function requestPasswordResetAction(input: { email: string }): Promise<ActionResult> {
  const parsed = recoverSchema.safeParse(input);
  if (!parsed.success) return invalidInput();
  const { api, locale } = await publicApi();
  try {
    await api.request('POST', '/auth/password', { body: { email: parsed.data.email.trim() }, raw: true });
    return { ok: true, data: null };
  } catch (error) {
    return { ok: false, error: await describeAuthError(error, locale) };
  }
}

export async function resendConfirmationAction(input: { email: string }): Promise<ActionResult> {
  const parsed = recoverSchema.safeParse(input);
  if (!parsed.success) return invalidInput();
  const { api, locale } = await publicApi();
  try {
    await api.request('POST', '/auth/confirmation', { body: { email: parsed.data.email.trim() }, raw: true });
    return { ok: true, data: null };
  } catch (error) {
    return { ok: false, error: await describeAuthError(error, locale) };
  }
}

/** PUT /auth/password with the mailed token; the answer's new tokens sign the user in. */
export async function resetPasswordAction(input: {
  password: string;
  passwordConfirmation: string;
  token: { mode: 'reset' | 'invitation'; token: string };
}): Promise<ActionResult<{ redirectTo: string }>> {
  const values = resetSchema({ passwordsDiffer: 'passwordsDiffer' }).safeParse(input);
  const token = tokenSchema.safeParse(input.token);
  if (!values.success || !token.success) return invalidInput();
  const { api, locale } = await publicApi();
  try {
    const response = await api.request('PUT', '/auth/password', {
      body: {
        password: values.data.password,
        password_confirmation: values.data.passwordConfirmation,
        ...(token.data.mode === 'reset' ? { reset_password_token: token.data.token } : { invitation_token: token.data.token }),
      },
      raw: true,
    });
    const auth = readAuthHeaders(response.headers);
    if (auth) await startSession(auth, userIdOf(response.document));
    return { ok: true, data: { redirectTo: auth ? AFTER_SIGN_IN_PATH : '/auth/login-1' } };
  } catch (error) {
    return { ok: false, error: await describeAuthError(error, locale) };
  }
}

export async function signUpAction(input: {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  password: string;
  passwordConfirmation: string;
  acceptTerms: boolean;
}): Promise<ActionResult> {
  const parsed = signUpSchema({ passwordsDiffer: 'passwordsDiffer', acceptTerms: 'acceptTerms' }).safeParse(input);
  if (!parsed.success) return invalidInput();
  const { api, locale } = await publicApi();
  const v = parsed.data;
  try {
    await api.request('POST', '/auth', {
      body: {
        email: v.email.trim(),
        password: v.password,
        password_confirmation: v.passwordConfirmation,
        first_name: v.firstName,
        last_name: v.lastName,
        ...(v.phoneNumber ? { phone_number: v.phoneNumber } : {}),
        locale,
        accept_terms: true,
      },
      raw: true,
    });
    return { ok: true, data: null };
  } catch (error) {
    return { ok: false, error: await describeAuthError(error, locale) };
  }
}

/** Ends a sign-in-as: the impersonated token is revoked and the admin's own session comes back. */
export async function stopImpersonatingAction(): Promise<ActionResult> {
  const session = await getSession();
  const admin = session.impersonator;
  if (!isCompleteAuth(admin)) return { ok: true, data: null };
  const { center, locale } = await getRequestContext();
  if (isCompleteAuth(session.auth)) {
    const api = await createServerApi({ locale, center: apiCenter(center), auth: session.auth, currentOrganizationId: null });
    await api.delete('/auth/sign_out').catch(() => undefined);
  }
  session.auth = admin;
  delete session.impersonator;
  session.currentOrganizationId = null;
  await session.save();
  return { ok: true, data: null };
}

const organizationId = z.string().regex(RECORD_ID_PATTERN);

/** docs/domain.md#states-and-transitions: the user picks the organization to act for; only one of their own is accepted. */
export async function selectOrganizationAction(id: string): Promise<ActionResult> {
  const parsed = organizationId.safeParse(id);
  const viewer = await getViewer();
  if (!parsed.success || !viewer || !viewer.organizations.some((o) => o.id === parsed.data)) return invalidInput();
  await storeSelectedOrganization(viewer.id, parsed.data);
  return { ok: true, data: null };
}

function userIdOf(document: unknown): string | null {
  const parsed = z.object({ data: z.object({ id: z.union([z.string(), z.number()]) }) }).safeParse(document);
  return parsed.success ? String(parsed.data.data.id) : null;
}
