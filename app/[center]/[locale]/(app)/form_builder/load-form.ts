/**
 * Shared by the /form_builder pages: who may open the builder at all (mayManageForms, domain/forms.ts) and loading
 * one form, where the API decides: a malformed id, 400 or 404 -> notFound() (another center's form is 404); 403 ->
 * the 403 screen.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { mayManageForms } from '@/domain/forms';
import { ApiRequestError } from '@/lib/shared/api';
import { fetchForm, fetchSubmission } from '@/lib/shared/form-builder/api';
import type { FormView, SubmissionView } from '@/lib/shared/form-builder/view';
import { getViewerApi } from '@/lib/server/session/viewer';
import type { Viewer } from '@/lib/shared/session/types';
import { type PageParams, signedInPage } from '../page-context';

export type FormPageParams = Promise<{ center: string; locale: string; id: string }>;

const validId = (id: string) => /^[1-9]\d{0,11}$/.test(id);

/** The signed-in viewer and whether the builder is theirs to open. */
export async function formBuilderPage(params: PageParams, returnTo: string): Promise<{ viewer: Viewer; allowed: boolean }> {
  const { viewer } = await signedInPage(params, returnTo);
  return { viewer, allowed: mayManageForms(viewer) };
}

export type LoadedForm = { forbidden: false; form: FormView } | { forbidden: true; form: null };

export async function loadForm(viewer: Viewer, id: string): Promise<LoadedForm> {
  if (!validId(id)) notFound();
  const api = await getViewerApi(viewer);
  try {
    const form = await fetchForm(api, id);
    if (!form) notFound();
    return { forbidden: false, form };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return { forbidden: true, form: null };
    throw error;
  }
}

export async function loadSubmission(viewer: Viewer, formId: string, submissionId: string): Promise<SubmissionView | null> {
  if (!validId(submissionId)) notFound();
  const api = await getViewerApi(viewer);
  try {
    return await fetchSubmission(api, formId, submissionId);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  }
}
