/**
 * One API client call as /test/api and /test/dollar-api show it: the request line, status and time, the names of
 * the resources that came back, the JSON:API error objects (with their pointers), and the document itself.
 * No hooks beyond translations, so the server page and the browser console render it alike.
 */
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ApiSample } from '@/lib/shared/developer/api-sample';
import { JsonBlock } from './section';

function tone(status: number | null): BadgeTone {
  if (status === null || status >= 500) return 'danger';
  if (status >= 400) return 'warning';
  return 'success';
}

export function SampleResult({ sample }: { sample: ApiSample }) {
  const t = useTranslations('developer.api');
  return (
    <div className="min-w-0 space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <code className="rounded bg-muted-100 px-1.5 py-0.5 font-mono text-xs break-all dark:bg-muted-900">
          {sample.method} {sample.path}
        </code>
        <Badge tone={tone(sample.status)}>{sample.status === null ? t('noAnswer') : t('status', { status: sample.status })}</Badge>
        <span className="text-muted-800 dark:text-muted-200">{t('duration', { ms: sample.durationMs })}</span>
      </p>
      {sample.failure ? <p className="text-sm text-red-800 dark:text-red-300">{sample.failure}</p> : null}
      {sample.errors.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">{t('errors')}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {sample.errors.map((error, index) => (
              <li key={index} className="break-words">
                <span className="font-medium">{error.title ?? error.code ?? error.status}</span>
                {error.detail ? `: ${error.detail}` : null}
                {error.source?.pointer || error.source?.parameter ? (
                  <span className="ml-1 text-muted-800 dark:text-muted-200">
                    ({t('source', { source: error.source.pointer ?? error.source.parameter ?? '' })})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {sample.status !== null && sample.status < 400 ? (
        <div>
          <h3 className="text-sm font-semibold">
            {sample.total === null
              ? t('resources', { count: sample.names.length })
              : t('resourcesOf', { count: sample.names.length, total: sample.total })}
          </h3>
          {sample.names.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {sample.names.map((name, index) => (
                <li key={index} className="break-words">
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t('document')}</summary>
        <div className="mt-2">
          <JsonBlock value={sample.document} label={t('document')} />
        </div>
      </details>
    </div>
  );
}
