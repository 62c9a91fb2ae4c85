'use client';

/**
 * The one API client hook of client components: calls go through the web's /bff route, which resolves the
 * center and adds the session's tokens on the server (lib/server/session/bff.ts), so nothing here names a center.
 * The calls themselves live per feature in lib/<feature>/api.ts and take the client as their first argument.
 */
import 'client-only';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { isAppLocale } from '@/lib/shared/i18n/locales';
import { createBrowserApi } from './browser';
import type { ApiClient } from '@/lib/shared/api/client';

export function useApi(): ApiClient {
  const raw = useLocale();
  const locale = isAppLocale(raw) ? raw : 'nl';
  return useMemo(() => createBrowserApi({ locale }), [locale]);
}
