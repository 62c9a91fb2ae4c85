/**
 * /vrijwilligerspool/[id]: one profile of the pool (what the volunteer chose to show; never e-mail or phone) and, for
 * an organization superuser, the reply form (docs/domain.md#volunteer-pool).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { DescriptionList } from '@/components/ui/description-list';
import { ReplyForm } from '@/components/volunteer-pool/reply-form';
import { mayReplyToProfile, maySearchPool } from '@/domain/volunteer-pool';
import { getViewerApi } from '@/lib/server/session/viewer';
import { ApiRequestError } from '@/lib/shared/api';
import { fetchPoolProfile, type PoolProfileView } from '@/lib/shared/volunteer-pool/api';
import { centerHasPool } from '@/lib/shared/volunteer-pool/filters';
import { type PageParams, signedInPage } from '../../page-context';

type Params = Promise<{ center: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'volunteerPool.search' });
  return { title: t('metaTitle') };
}

export default async function PoolProfilePage({ params }: { params: Params }) {
  const { id } = await params;
  const { center, viewer } = await signedInPage(params as PageParams, `/vrijwilligerspool/${id}`);
  if (!centerHasPool(center.tenantKey) || !maySearchPool(viewer) || !/^\d{1,12}$/.test(id)) notFound();
  const t = await getTranslations('volunteerPool');
  const format = await getFormatter();
  let profile: PoolProfileView;
  try {
    profile = await fetchPoolProfile(await getViewerApi(viewer), id);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    throw error;
  }
  const name = profile.displayName;
  const list = (values: readonly string[], group: 'interests' | 'skills' | 'languages') =>
    values.length ? values.map((v) => t(`values.${group}.${v}`)).join(', ') : t('detail.none');
  const availability = profile.availability.length
    ? profile.availability
        .map((v) => {
          const [day, part] = v.split('_');
          return t('values.availability', { day: t(`values.days.${day}`), part: t(`values.dayParts.${part}`) });
        })
        .join(', ')
    : t('detail.none');
  const organization = viewer.organizations.find((o) => o.id === viewer.selectedOrganizationId)?.name ?? '';

  return (
    <div className="space-y-6">
      <BackLink href="/vrijwilligerspool">{t('detail.back')}</BackLink>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{name}</h1>
        <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">
          {t('detail.updated', { date: format.dateTime(new Date(profile.updatedAt), { dateStyle: 'long' }) })}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="pool-about" className="rounded-xl border border-muted-200 bg-surface p-5 dark:border-muted-800">
          <h2 id="pool-about" className="mb-3 font-heading text-xl font-semibold">
            {t('detail.about', { name })}
          </h2>
          <p className="mb-5 whitespace-pre-line">{profile.bio || t('detail.noBio', { name })}</p>
          <DescriptionList
            items={[
              { term: t('detail.place'), details: profile.city ?? t('detail.none') },
              {
                term: t('detail.travel'),
                details: profile.maxDistanceKm ? t('detail.travelKm', { km: profile.maxDistanceKm }) : t('detail.travelAny'),
              },
              { term: t('detail.interests'), details: list(profile.interests, 'interests') },
              { term: t('detail.skills'), details: list(profile.skills, 'skills') },
              { term: t('detail.availability'), details: availability },
              { term: t('detail.languages'), details: list(profile.languages, 'languages') },
            ]}
          />
        </section>
        <section aria-labelledby="pool-reply" className="rounded-xl border border-muted-200 bg-surface p-5 dark:border-muted-800">
          <h2 id="pool-reply" className="mb-2 font-heading text-xl font-semibold">
            {t('detail.replyTitle')}
          </h2>
          {mayReplyToProfile(viewer) ? (
            <>
              <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t('detail.replyIntro', { name, organization })}</p>
              <ReplyForm
                action="reply"
                targetId={profile.id}
                texts={{
                  label: t('detail.replyLabel'),
                  hint: t('detail.replyHint', { name }),
                  submit: t('detail.replySubmit'),
                  done: t('detail.replySent'),
                  doneText: t('detail.replySentText', { name }),
                }}
              />
            </>
          ) : (
            <p className="text-sm">{t('detail.replyStaff')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
