'use client';
/**
 * The map of the results on this page: maplibre-gl with one marker per vacancy that has coordinates. Loaded only
 * through ResultsMapLoader (next/dynamic, no server rendering), so the library and its CSS reach the browser only
 * on the bank and only after the results. Each marker is a link to its vacancy, so it works with the keyboard.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { LngLatBounds, Map as MapLibre, Marker, setWorkerUrl } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { MapMarker } from '@/lib/shared/vacancies/public-vacancy';

export interface ResultsMapProps {
  styleUrl: string;
  /** Where the site serves maplibre's worker (the map-worker route next to the bank). */
  workerUrl: string;
  markers: MapMarker[];
  label: string;
}

export default function ResultsMap({ styleUrl, workerUrl, markers, label }: ResultsMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current || markers.length === 0) return;
    setWorkerUrl(new URL(workerUrl, window.location.href).href);
    const bounds = new LngLatBounds();
    for (const m of markers) bounds.extend([m.longitude, m.latitude]);
    const map = new MapLibre({
      container: container.current,
      style: styleUrl,
      bounds,
      fitBoundsOptions: { padding: 40, maxZoom: 14 },
      // One finger scrolls the page on a phone; two move the map.
      cooperativeGestures: true,
    });
    for (const m of markers) {
      const link = document.createElement('a');
      link.href = m.href;
      link.title = m.title;
      link.setAttribute('aria-label', m.title);
      link.className =
        'block size-5 rounded-full border-2 border-white bg-primary-700 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
      new Marker({ element: link }).setLngLat([m.longitude, m.latitude]).addTo(map);
    }
    return () => map.remove();
  }, [styleUrl, workerUrl, markers]);

  return <div ref={container} role="region" aria-label={label} className="h-72 w-full overflow-hidden rounded-[var(--radius)] sm:h-96" />;
}
