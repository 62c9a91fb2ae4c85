'use client';

/**
 * /test/user-store: the client-side stores of the signed-in screens. The session store (useSession: the viewer the
 * server rendered, no token) and the TanStack Query cache (every query this tab holds, its state and how many
 * components watch it), with the current user loaded into the cache on demand.
 */
import { useQuery, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useSession } from '@/components/session/session-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DescriptionList } from '@/components/ui/description-list';
import { useApi } from '@/lib/browser/api/use-api';
import { roleNames } from '@/lib/shared/session/types';
import { DeveloperSection, JsonBlock } from './section';

const CURRENT_USER_KEY = ['developer', 'user-store', 'current-user'] as const;

interface CachedQuery {
  hash: string;
  status: string;
  fetchStatus: string;
  observers: number;
  updatedAt: number;
}

function snapshot(queries: readonly Query[]): CachedQuery[] {
  return queries.map((query) => ({
    hash: query.queryHash,
    status: query.state.status,
    fetchStatus: query.state.fetchStatus,
    observers: query.getObserversCount(),
    updatedAt: query.state.dataUpdatedAt,
  }));
}

const NO_ROWS: CachedQuery[] = [];

/**
 * The cache as an external store. A new snapshot only when a row changed: the cache also reports every observer
 * update, which this component's own render causes, so a snapshot per event would render forever.
 */
function useCachedQueries(cache: QueryCache): CachedQuery[] {
  const [store] = useState(() => {
    let rows = NO_ROWS;
    let signature = '';
    const refresh = () => {
      const next = snapshot(cache.getAll());
      const nextSignature = JSON.stringify(next);
      if (nextSignature === signature) return false;
      signature = nextSignature;
      rows = next;
      return true;
    };
    return {
      subscribe(listener: () => void) {
        refresh();
        return cache.subscribe(() => {
          if (refresh()) listener();
        });
      },
      get: () => rows,
    };
  });
  return useSyncExternalStore(store.subscribe, store.get, () => NO_ROWS);
}

export function UserStore() {
  const t = useTranslations('developer.userStore');
  const tRoles = useTranslations('session.roles');
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const [load, setLoad] = useState(false);

  const currentUser = useQuery({
    queryKey: CURRENT_USER_KEY,
    enabled: load,
    queryFn: async ({ signal }) => {
      const document = await api.get('/api/v1/current_user', { include: 'roles' }, { signal });
      const data = document.data && !Array.isArray(document.data) ? document.data : null;
      // Plain fields only: deserialised resources link to each other (cycles), which JSON cannot show.
      const pick = (key: string) => (typeof data?.[key] === 'string' ? data[key] : null);
      return { id: data?.id ?? null, email: pick('email'), firstName: pick('firstName'), lastName: pick('lastName') };
    },
  });

  const queries = useCachedQueries(queryClient.getQueryCache());

  const viewer = session.viewer;
  return (
    <div className="space-y-6">
      <DeveloperSection title={t('sessionTitle')} description={t('sessionDescription')}>
        <DescriptionList
          items={[
            {
              term: t('status'),
              details: <Badge tone={session.status === 'signedIn' ? 'success' : 'muted'}>{t(`statuses.${session.status}`)}</Badge>,
            },
            { term: t('name'), details: viewer?.fullName ?? '—' },
            {
              term: t('roles'),
              details: viewer
                ? roleNames(viewer)
                    .map((role) => tRoles(role))
                    .join(', ') || '—'
                : '—',
            },
            { term: t('organization'), details: viewer?.organizations.find((o) => o.id === viewer.selectedOrganizationId)?.name ?? '—' },
          ]}
        />
      </DeveloperSection>
      <DeveloperSection title={t('cacheTitle')} description={t('cacheDescription')}>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => (load ? void currentUser.refetch() : setLoad(true))} disabled={!viewer}>
            {load ? t('refetchUser') : t('loadUser')}
          </Button>
          <Button variant="outline" onClick={() => void queryClient.invalidateQueries()}>
            {t('invalidateAll')}
          </Button>
        </div>
        {!viewer ? <p className="text-sm text-muted-800 dark:text-muted-200">{t('signInFirst')}</p> : null}
        {currentUser.isError ? <p className="text-sm text-red-800 dark:text-red-300">{currentUser.error.message}</p> : null}
        {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('cacheTitle')}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('cacheTitle')}</caption>
            <thead>
              <tr className="border-b border-muted-200 dark:border-muted-800">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.key')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.status')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.observers')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('columns.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {queries.length === 0 ? (
                <tr>
                  <td colSpan={4} className="py-2 text-muted-800 dark:text-muted-200">
                    {t('emptyCache')}
                  </td>
                </tr>
              ) : (
                queries.map((query) => (
                  <tr key={query.hash} className="border-b border-muted-100 dark:border-muted-900">
                    <td className="py-2 pr-3 font-mono text-xs break-all">{query.hash}</td>
                    <td className="py-2 pr-3">
                      {query.status} / {query.fetchStatus}
                    </td>
                    <td className="py-2 pr-3">{query.observers}</td>
                    <td className="py-2">{query.updatedAt ? new Date(query.updatedAt).toLocaleTimeString() : '—'}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {currentUser.data ? <JsonBlock value={currentUser.data} label={t('userData')} /> : null}
      </DeveloperSection>
    </div>
  );
}
