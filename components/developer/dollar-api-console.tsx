'use client';

/**
 * /test/dollar-api: the browser's API client (useApi, lib/browser/api) called by hand, the way the old app's `$api`
 * was: pick a call or type a path, send it, and see the answer or the ApiRequestError. Every call goes through the
 * same-origin /bff route, which adds the session's tokens on the server; the browser never holds one.
 */
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useApi } from '@/lib/browser/api/use-api';
import { type ApiSample, SAMPLE_PATHS, type SamplePathKey, sampleGet } from '@/lib/shared/developer/api-sample';
import { DeveloperSection } from './section';
import { SampleResult } from './sample-result';

const KEYS = Object.keys(SAMPLE_PATHS) as SamplePathKey[];
/** Only the API's own paths: the console is no open proxy. */
const API_PATH = /^\/api\/v1\/[A-Za-z0-9_\-/?=&[\].,%]*$/;

export function DollarApiConsole() {
  const t = useTranslations('developer.dollarApi');
  const tApi = useTranslations('developer.api');
  const api = useApi();
  const [path, setPath] = useState<string>(SAMPLE_PATHS.vacancyBank);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [results, setResults] = useState<ApiSample[]>([]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = path.trim();
    if (!API_PATH.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPending(true);
    try {
      const sample = await sampleGet(api, trimmed);
      setResults((current) => [sample, ...current].slice(0, 5));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-6">
      <DeveloperSection title={t('requestTitle')} description={t('requestDescription')}>
        <form onSubmit={send} className="space-y-4" noValidate>
          <div className="space-y-1">
            <Label htmlFor="dollar-api-preset">{t('preset')}</Label>
            <Select
              id="dollar-api-preset"
              value={KEYS.find((key) => SAMPLE_PATHS[key] === path) ?? ''}
              onChange={(event) => {
                const key = event.target.value as SamplePathKey | '';
                if (key) setPath(SAMPLE_PATHS[key]);
              }}
            >
              <option value="">{t('custom')}</option>
              {KEYS.map((key) => (
                <option key={key} value={key}>
                  {tApi(`samples.${key}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="dollar-api-path">{t('path')}</Label>
            <Input
              id="dollar-api-path"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'dollar-api-path-error' : 'dollar-api-path-hint'}
              className="font-mono"
              spellCheck={false}
              autoComplete="off"
            />
            {invalid ? (
              <p id="dollar-api-path-error" className="text-sm text-red-800 dark:text-red-300">
                {t('pathInvalid')}
              </p>
            ) : (
              <p id="dollar-api-path-hint" className="text-sm text-muted-800 dark:text-muted-200">
                {t('pathHint')}
              </p>
            )}
          </div>
          <Button type="submit" pending={pending}>
            {t('send')}
          </Button>
        </form>
      </DeveloperSection>
      <div aria-live="polite" className="space-y-4">
        {results.length === 0 ? (
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('empty')}</p>
        ) : (
          results.map((sample, index) => (
            <DeveloperSection key={results.length - index} title={t('answer', { number: results.length - index })}>
              <SampleResult sample={sample} />
            </DeveloperSection>
          ))
        )}
      </div>
    </div>
  );
}
