'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { ApiClient } from '@/lib/shared/api';
import { createBrowserApi } from '@/lib/browser/api/browser';
import { isAppLocale } from '@/lib/shared/i18n/locales';

export interface CenterRef {
  id: string;
  tenantKey: string;
}

/** The API client of a client component (through /bff), for this page's center and language. */
export function useBrowserApi(center: CenterRef): ApiClient {
  const locale = useLocale();
  const { id, tenantKey } = center;
  return useMemo(() => createBrowserApi({ locale: isAppLocale(locale) ? locale : 'nl', center: { id, tenantKey } }), [locale, id, tenantKey]);
}
