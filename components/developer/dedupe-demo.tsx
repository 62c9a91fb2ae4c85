'use client';

/**
 * /test/dupe: duplicate requests. Screens that need the same data ask TanStack Query under one key, so any number of
 * components mounted together send one request (and one again after an invalidation); two plain client calls send
 * two. The counter counts what actually left the browser.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/browser/api/use-api';
import type { ApiClient } from '@/lib/shared/api/client';
import { SAMPLE_PATHS, sampleGet } from '@/lib/shared/developer/api-sample';
import { DeveloperSection } from './section';

const QUERY_KEY = ['developer', 'dupe', 'vacancy-bank'] as const;

function Consumer({ number, fetcher }: { number: number; fetcher: () => Promise<{ names: string[]; at: number }> }) {
  const t = useTranslations('developer.dupe');
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: fetcher });
  return (
    <li className="rounded-md border border-muted-200 p-3 text-sm dark:border-muted-800">
      <p className="font-medium">{t('consumer', { number })}</p>
      <p className="text-muted-800 dark:text-muted-200">
        {query.isPending
          ? t('loading')
          : query.isError
            ? t('failed')
            : t('consumerData', { count: query.data.names.length, time: new Date(query.data.at).toLocaleTimeString() })}
      </p>
    </li>
  );
}

export function DedupeDemo() {
  const t = useTranslations('developer.dupe');
  const api = useApi();
  const queryClient = useQueryClient();
  const sent = useRef(0);
  const [requests, setRequests] = useState(0);
  const [third, setThird] = useState(false);
  const [plain, setPlain] = useState<number | null>(null);

  const count = useCallback(() => {
    sent.current += 1;
    setRequests(sent.current);
  }, []);
  const fetcher = useCallback(async () => {
    count();
    const sample = await fetchBank(api);
    return { names: sample.names, at: Date.now() };
  }, [api, count]);

  const sendTwicePlain = async () => {
    const before = sent.current;
    // sampleGet never throws: a failed call still counts as a request sent.
    await Promise.all(
      [0, 1].map(() => {
        count();
        return sampleGet(api, SAMPLE_PATHS.vacancyBank);
      }),
    );
    setPlain(sent.current - before);
  };

  return (
    <div className="space-y-6">
      <DeveloperSection title={t('sharedTitle')} description={t('sharedDescription')}>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Consumer number={1} fetcher={fetcher} />
          <Consumer number={2} fetcher={fetcher} />
          {third ? <Consumer number={3} fetcher={fetcher} /> : null}
        </ul>
        <p role="status" className="text-lg font-semibold">
          {t('requests', { consumers: third ? 3 : 2, requests })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setThird((value) => !value)}>
            {third ? t('removeThird') : t('addThird')}
          </Button>
          <Button variant="outline" onClick={() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY })}>
            {t('refetch')}
          </Button>
        </div>
      </DeveloperSection>
      <DeveloperSection title={t('plainTitle')} description={t('plainDescription')}>
        <Button variant="outline" onClick={() => void sendTwicePlain()}>
          {t('sendTwice')}
        </Button>
        <p role="status" className="text-sm">
          {plain === null ? null : t('plainResult', { requests: plain })}
        </p>
      </DeveloperSection>
    </div>
  );
}

async function fetchBank(api: ApiClient) {
  const sample = await sampleGet(api, SAMPLE_PATHS.vacancyBank);
  if (sample.status === null || sample.status >= 400) throw new Error(`GET ${sample.path}: ${sample.status ?? sample.failure}`);
  return sample;
}
