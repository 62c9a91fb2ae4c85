/** /profile-replies: the replies organizations sent to the signed-in volunteer's pool profile, newest first. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { getViewerApi } from '@/lib/server/session/viewer';
import { Link } from '@/lib/shared/i18n/navigation';
import { fetchReplies, type ProfileReplyView } from '@/lib/shared/volunteer-pool/api';
import { centerHasPool } from '@/lib/shared/volunteer-pool/filters';
import { type PageParams, signedInPage } from '../page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const PER_PAGE = 20;

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'volunteerPool.replies' });
  return { title: t('metaTitle') };
}

const replyState = (r: Pick<ProfileReplyView, 'conversationId' | 'read'>) => (r.conversationId ? 'answered' : r.read ? 'read' : 'new');

export default async function ProfileRepliesPage({ params, searchParams }: { params: PageParams; searchParams: SearchParams }) {
  const { center, viewer } = await signedInPage(params, '/profile-replies');
  if (!centerHasPool(center.tenantKey)) notFound();
  const t = await getTranslations('volunteerPool.replies');
  const format = await getFormatter();
  const raw = (await searchParams).page;
  const requested = Number(Array.isArray(raw) ? raw[0] : raw);
  const page = Number.isInteger(requested) && requested > 1 && requested < 10_000 ? requested : 1;
  const api = (await getViewerApi(viewer)).withContext({ currentOrganizationId: null });
  const { rows, total } = await fetchReplies(api, page, PER_PAGE);
  const tones = { new: 'warning', read: 'muted', answered: 'success' } as const;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-muted-800 dark:text-muted-200">{t('intro')}</p>
      </header>
      {rows.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')}>
          <Link
            href="/profile-edit/vrijwilligerspool"
            className="font-medium text-primary-700 underline underline-offset-2 dark:text-primary-300"
          >
            {t('toProfile')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-muted-200 rounded-xl border border-muted-200 bg-surface dark:divide-muted-800 dark:border-muted-800">
          {rows.map((r) => {
            const state = replyState(r);
            return (
              <li key={r.id} className="p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    href={`/profile-replies/${r.id}`}
                    className="font-semibold text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
                  >
                    {t('open', { organization: r.organizationName })}
                  </Link>
                  <Badge tone={tones[state]}>{t(`states.${state}`)}</Badge>
                </div>
                <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">
                  {t('received', { date: format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </p>
                <p className="mt-2 line-clamp-2 text-sm">{r.body}</p>
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        current={page}
        total={Math.max(1, Math.ceil(total / PER_PAGE))}
        hrefOf={(p) => (p > 1 ? `/profile-replies?page=${p}` : '/profile-replies')}
        labels={{
          label: t('pager.label'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (p) => t('pager.page', { page: p }),
        }}
      />
    </div>
  );
}
