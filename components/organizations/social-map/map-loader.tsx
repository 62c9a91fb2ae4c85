'use client';
/** Loads the social map lazily in the browser (maplibre-gl is large and needs WebGL, so never on the server). */
import dynamic from 'next/dynamic';
import type { OrganizationMapProps } from './organization-map';

const OrganizationMap = dynamic(() => import('./organization-map'), {
  ssr: false,
  loading: () => <div className="h-80 w-full animate-pulse rounded-[var(--radius)] bg-muted-100 sm:h-[28rem] dark:bg-muted-800" />,
});

export function MapLoader(props: OrganizationMapProps) {
  return <OrganizationMap {...props} />;
}
