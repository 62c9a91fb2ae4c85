/**
 * The guest's mailed link (/vacancies/search/{id}/confirm?token=…): confirms the application with the backend
 * and says how it went. Not indexed; the token is never echoed back.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/shell/site-shell';
import { focusRing } from '@/components/ui/styles';
import { ApiRequestError } from '@/lib/shared/api';
import { confirmApplication } from '@/lib/shared/applications/api';
import { createServerApi } from '@/lib/server/api/server';
import { publicRequest, requirePublicRequest } from '@/lib/server/content/public-page';
import { Link } from '@/lib/shared/i18n/navigation';
import { apiCenter } from '@/lib/server/session/request-context';

type Params = Promise<{ center: string; locale: string; id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'vacancyBank.confirm' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Outcome = 'done' | 'failed' | 'missing';

export default async function ConfirmApplicationPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [request, { id }, query] = await Promise.all([requirePublicRequest(params), params, searchParams]);
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  let outcome: Outcome = 'missing';
  if (token) {
    try {
      const api = await createServerApi({ locale: request.locale, center: apiCenter(request.center), auth: null });
      await confirmApplication(api, token);
      outcome = 'done';
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
      outcome = 'failed';
    }
  }
  const t = await getTranslations('vacancyBank.confirm');
  const link = `font-medium text-primary-700 underline dark:text-primary-300 ${focusRing}`;
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p role={outcome === 'done' ? 'status' : 'alert'} className="mt-4 text-lg" data-testid="confirm-outcome" data-outcome={outcome}>
          {t(outcome)}
        </p>
        <p className="mt-6 flex flex-wrap gap-6">
          {/^\d{1,12}$/.test(id) ? (
            <Link href={`/vacancies/search/${id}`} className={link}>
              {t('toVacancy')}
            </Link>
          ) : null}
          <Link href="/vacancies/search" className={link}>
            {t('toBank')}
          </Link>
        </p>
      </PageContainer>
    </div>
  );
}
