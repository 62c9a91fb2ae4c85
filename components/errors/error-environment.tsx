'use client';

/**
 * What error boundaries need to know but cannot ask the server for: whether stack traces may be shown
 * (development only) and whether the visitor is a crawler. Provided by the root layout. The crawler check reads the
 * browser's user agent, where the boundaries render, so the layout reads no request header and the public pages
 * under it can be cached.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { isCrawler } from '@/lib/shared/device/classify';

export interface ErrorEnvironment {
  showStack: boolean;
  crawler: boolean;
}

const ErrorEnvironmentContext = createContext<{ showStack: boolean }>({ showStack: false });

export function ErrorEnvironmentProvider({ showStack, children }: { showStack: boolean; children: ReactNode }) {
  return <ErrorEnvironmentContext.Provider value={{ showStack }}>{children}</ErrorEnvironmentContext.Provider>;
}

export function useErrorEnvironment(): ErrorEnvironment {
  const { showStack } = useContext(ErrorEnvironmentContext);
  return { showStack, crawler: typeof navigator !== 'undefined' && isCrawler(navigator.userAgent) };
}
