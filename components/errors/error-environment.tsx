'use client';

/**
 * What error boundaries need to know but cannot ask the server for: whether stack traces may be shown
 * (development only) and whether the visitor is a crawler. Provided by the root layout.
 */
import { createContext, type ReactNode, useContext } from 'react';

export interface ErrorEnvironment {
  showStack: boolean;
  crawler: boolean;
}

const ErrorEnvironmentContext = createContext<ErrorEnvironment>({ showStack: false, crawler: false });

export function ErrorEnvironmentProvider({ value, children }: { value: ErrorEnvironment; children: ReactNode }) {
  return <ErrorEnvironmentContext.Provider value={value}>{children}</ErrorEnvironmentContext.Provider>;
}

export function useErrorEnvironment(): ErrorEnvironment {
  return useContext(ErrorEnvironmentContext);
}
