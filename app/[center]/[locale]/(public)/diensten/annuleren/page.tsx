/**
 * The cancel link of a shift mail (/diensten/annuleren?token=…): a button that cancels the sign-up, so a mail
 * scanner that follows the link cancels nothing; after it, ?uitkomst=done|failed (docs/domain.md#shifts). Not
 * indexed; the token goes back only in the form's hidden field.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignupOutcome } from '@/components/shifts/signup-outcome';
import { PageContainer } from '@/components/shell/site-shell';
import { Button } from '@/components/ui/button';
import { publicRequest, requirePublicRequest } from '@/lib/server/content/public-page';
import { cancelByTokenAction } from '@/lib/server/shifts/actions';

// Reads its token from the query, so it renders per request (docs/architecture.md "Cached public pages").
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'shifts.cancel' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function CancelShiftSignupPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [request, query] = await Promise.all([requirePublicRequest(params), searchParams]);
  const t = await getTranslations('shifts.cancel');
  const outcome = query.uitkomst === 'done' ? 'done' : query.uitkomst === 'failed' ? 'failed' : null;
  if (outcome) return <SignupOutcome title={t('title')} outcome={outcome} message={t(outcome)} signup={null} locale={request.locale} />;
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  if (!token) return <SignupOutcome title={t('title')} outcome="missing" message={t('missing')} signup={null} locale={request.locale} />;
  return (
    <div className="bg-white dark:bg-background">
      <PageContainer className="py-10">
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-lg">{t('question')}</p>
        <form action={cancelByTokenAction} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" variant="danger" size="lg">
            {t('submit')}
          </Button>
        </form>
      </PageContainer>
    </div>
  );
}
