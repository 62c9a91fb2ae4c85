/**
 * /forms/{key} (empty layout, public; contract issue 10): a form by its public key or by a personal invitation token.
 * Never indexed, and the key stays out of the metadata (a token is one person's).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicFormPage } from '@/components/public-forms/form-page';
import { publicRequest, requirePublicRequest } from '@/lib/server/content/public-page';
import { answerRuleMessages, getPublicForm } from '@/lib/server/forms/public-api';

type Params = Promise<{ center: string; locale: string; key: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { key }] = await Promise.all([publicRequest(params), params]);
  if (!request) return {};
  const [t, lookup] = await Promise.all([
    getTranslations({ locale: request.locale, namespace: 'publicForms' }),
    getPublicForm(request.key, request.locale, key),
  ]);
  return {
    title: lookup.ok ? lookup.form.title : t(`unavailable.${lookup.reason}.title`),
    robots: { index: false, follow: false },
    // The token stays on this site (a form post needs its Origin, which no-referrer would blank).
    referrer: 'same-origin',
  };
}

export default async function FormPage({ params }: { params: Params }) {
  const [request, { key }] = await Promise.all([requirePublicRequest(params), params]);
  const [lookup, ruleMessages] = await Promise.all([getPublicForm(request.key, request.locale, key), answerRuleMessages(request.locale)]);
  return <PublicFormPage lookup={lookup} profile={request.center.profile} ruleMessages={ruleMessages} />;
}
