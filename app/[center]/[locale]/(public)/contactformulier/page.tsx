/** /contactformulier (public layout; contract issue 10): a title, an intro and the center's contact form. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicForm } from '@/components/public-forms/public-form';
import { PageContainer } from '@/components/shell/site-shell';
import { Alert } from '@/components/ui/alert';
import { fixedPageMetadata, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { answerRuleMessages, getContactForm } from '@/lib/server/forms/public-api';

type Params = Promise<{ center: string; locale: string }>;

const PATH = '/contactformulier';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'publicForms.contact' });
  return fixedPageMetadata(request, {
    title: t('title'),
    description: t('intro'),
    path: PATH,
    translations: await translationsOf(request, PATH),
  });
}

export default async function ContactFormPage({ params }: { params: Params }) {
  const request = await requirePublicRequest(params);
  const [t, form, ruleMessages] = await Promise.all([
    getTranslations('publicForms.contact'),
    getContactForm(request.key, request.locale).catch(() => null),
    answerRuleMessages(request.locale),
  ]);
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-8 sm:py-10">
        <div className="max-w-2xl">
          <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{t('intro')}</p>
          {form ? (
            <PublicForm form={form} mode="live" showTitle={false} ruleMessages={ruleMessages} className="mt-6" />
          ) : (
            <Alert tone="warning" className="mt-6">
              {t('unavailable')}
            </Alert>
          )}
        </div>
      </PageContainer>
    </div>
  );
}
