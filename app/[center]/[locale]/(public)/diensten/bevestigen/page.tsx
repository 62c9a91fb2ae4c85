/**
 * The guest's mailed link (/diensten/bevestigen?token=…): confirms the shift sign-up with the backend and says how it
 * went: a place, or a place on the waitlist when the shift filled up meanwhile (docs/domain.md#shifts). Not indexed;
 * the token is never echoed back.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignupOutcome } from '@/components/shifts/signup-outcome';
import { ApiRequestError } from '@/lib/shared/api';
import { createServerApi } from '@/lib/server/api/server';
import { publicRequest, requirePublicRequest } from '@/lib/server/content/public-page';
import { apiCenter } from '@/lib/server/session/request-context';
import { confirmSignupByToken, type MySignupView } from '@/lib/shared/shifts/api';

// Reads its token from the query, so it renders per request (docs/architecture.md "Cached public pages").
export const dynamic = 'force-dynamic';

type Params = Promise<{ center: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const request = await publicRequest(params);
  if (!request) return {};
  const t = await getTranslations({ locale: request.locale, namespace: 'shifts.confirm' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function ConfirmShiftSignupPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [request, query] = await Promise.all([requirePublicRequest(params), searchParams]);
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  let signup: MySignupView | null = null;
  let outcome: 'confirmed' | 'waitlisted' | 'failed' | 'missing' = 'missing';
  if (token) {
    try {
      const api = await createServerApi({ locale: request.locale, center: apiCenter(request.center), auth: null });
      signup = await confirmSignupByToken(api, token);
      outcome = signup?.status === 'waitlisted' ? 'waitlisted' : 'confirmed';
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
      outcome = 'failed';
    }
  }
  const t = await getTranslations('shifts.confirm');
  return (
    <SignupOutcome
      title={t('title')}
      outcome={outcome}
      message={t(outcome, { position: signup?.waitlistPosition ?? 1 })}
      signup={signup}
      locale={request.locale}
    />
  );
}
