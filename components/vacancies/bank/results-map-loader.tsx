'use client';
/** Loads the results map lazily in the browser (maplibre-gl is large and needs WebGL, so never on the server). */
import dynamic from 'next/dynamic';
import type { ResultsMapProps } from './results-map';

const ResultsMap = dynamic(() => import('./results-map'), {
  ssr: false,
  loading: () => <div className="h-72 w-full animate-pulse rounded-[var(--radius)] bg-muted-100 sm:h-96 dark:bg-muted-800" />,
});

export function ResultsMapLoader(props: ResultsMapProps) {
  return <ResultsMap {...props} />;
}
