'use client';

/** The /bff API client for the profile screens (the route resolves the center and adds the session's tokens). */
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { ApiClient } from '@/lib/shared/api';
import { createBrowserApi } from '@/lib/browser/api/browser';
import type { Locale } from '@/lib/shared/api/client';

export function useProfileApi(): ApiClient {
  const locale = useLocale() as Locale;
  return useMemo(() => createBrowserApi({ locale, center: null }), [locale]);
}
