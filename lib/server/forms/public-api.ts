/**
 * The public forms' reads (contract issue 10, docs/frontend.md#public-forms): a form by its address (/forms/{key}),
 * the center's contact form (/contactformulier) and a form chosen in a BuilderForm block. Fetched signed out and kept
 * in Next's data cache under the center's content tag (lib/shared/cache-tags), which the backend names after every
 * form write: one copy per center, app context, locale and key.
 *
 * An invitation token is one person's address and is never cached: the key of /forms/{key} may be either, and
 * which one it was is only known from the answer. The cached function therefore throws `Uncached` with the answer
 * for anything but an anonymous form or the stable "invitation required" refusal of a token form's public key; a
 * cache scope stores nothing when its function throws. Unknown keys are not cached either (no cache filling by guessing).
 */
import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { ApiRequestError, type Resource } from '@/lib/shared/api';
import { cacheTags } from '@/lib/shared/cache-tags';
import { type CenterKey, publicClient } from '@/lib/server/content/public-api';
import type { Locale } from '@/domain/values';
import {
  ANSWER_RULE_MESSAGES,
  type PublicFormLookup,
  type PublicFormView,
  toPublicForm,
  unavailableReason,
} from '@/lib/shared/form-builder/public-form';

// A long safety net only: freshness comes from the tag.
const REVALIDATE_SECONDS = 3600;
const tags = (center: CenterKey) => [cacheTags.content(Number(center.id))];

/** A form's public key (12 url-safe characters) or an invitation token (url-safe). */
export const FORM_KEY_PATTERN = /^[A-Za-z0-9_-]{6,128}$/;

class Uncached extends Error {
  constructor(readonly lookup: PublicFormLookup) {
    super('uncached public form read');
  }
}

async function readForm(center: CenterKey, locale: Locale, path: string, key: string | undefined): Promise<PublicFormLookup> {
  const api = await publicClient(center, locale);
  try {
    const doc = await api.get<Resource>(path, { include: ['questions'] });
    const form = toPublicForm(doc.data, key);
    return form ? { ok: true, form } : { ok: false, reason: 'notFound' };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const reason = unavailableReason(error.status, error.errors[0]?.code);
      if (reason) return { ok: false, reason };
    }
    throw error;
  }
}

const cacheable = (lookup: PublicFormLookup) =>
  lookup.ok ? lookup.form.accessPermission === 'anonymous' : lookup.reason === 'invitationRequired';

async function cachedUnlessPersonal(run: () => Promise<PublicFormLookup>): Promise<PublicFormLookup> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Uncached) return error.lookup;
    throw error;
  }
}

/** The form at /forms/{key}: by its public key (cached) or by an invitation token (read fresh every time). */
export function getPublicForm(center: CenterKey, locale: Locale, key: string): Promise<PublicFormLookup> {
  if (!FORM_KEY_PATTERN.test(key)) return Promise.resolve({ ok: false, reason: 'notFound' });
  return readPublicFormOnce(center.id, center.tenantKey, center.appContext, locale, key);
}

// Once per request (metadata and page both ask; a token's read is not in the data cache), keyed by plain values.
const readPublicFormOnce = cache((id: string, tenantKey: string, appContext: CenterKey['appContext'], locale: Locale, key: string) => {
  const center: CenterKey = { id, tenantKey, appContext };
  return cachedUnlessPersonal(
    unstable_cache(
      async () => {
        const lookup = await readForm(center, locale, `/api/v1/public/forms/${encodeURIComponent(key)}`, key);
        if (!cacheable(lookup)) throw new Uncached(lookup);
        return lookup;
      },
      ['public-form', center.id, center.appContext, locale, key],
      { tags: tags(center), revalidate: REVALIDATE_SECONDS },
    ),
  );
});

/** The center's contact form (created by the API on first use). */
export function getContactForm(center: CenterKey, locale: Locale): Promise<PublicFormView | null> {
  return unstable_cache(
    async () => {
      const lookup = await readForm(center, locale, '/api/v1/public/forms/contact', undefined);
      return lookup.ok ? lookup.form : null;
    },
    ['public-form-contact', center.id, center.appContext, locale],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

/**
 * The form a BuilderForm block chose (by id): only an anonymous form of the page's center renders there (the
 * scope headers make another center's form a 404). Null when it cannot be shown.
 */
export function getBlockForm(center: CenterKey, locale: Locale, formId: number): Promise<PublicFormView | null> {
  if (!Number.isSafeInteger(formId) || formId <= 0) return Promise.resolve(null);
  return unstable_cache(
    async () => {
      const lookup = await readForm(center, locale, `/api/v1/public/forms/${formId}`, undefined);
      return lookup.ok && lookup.form.accessPermission === 'anonymous' ? lookup.form : null;
    },
    ['public-form-block', center.id, center.appContext, locale, String(formId)],
    { tags: tags(center), revalidate: REVALIDATE_SECONDS },
  )();
}

/**
 * The API's own texts of the answer rules (`api.validation.*`, a server-only namespace), raw (ICU, `{maximum}`), for
 * the renderer's on-blur messages: the browser says what the server would say.
 */
export async function answerRuleMessages(locale: Locale): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace: 'api.validation' });
  return Object.fromEntries(ANSWER_RULE_MESSAGES.filter((key) => t.has(key)).map((key) => [key, String(t.raw(key))]));
}
