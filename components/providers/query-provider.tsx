'use client';

/**
 * TanStack Query for the signed-in screens: one QueryClient per browser tab. Lists keep their previous
 * page while the next loads; 4xx answers are not retried (the API client already retries once).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/shared/api/errors';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            // The deserializer shares objects between resources (cycles): compare by reference only.
            structuralSharing: false,
            retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
          },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
