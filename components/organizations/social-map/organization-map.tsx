'use client';
/**
 * The social map's map (docs/frontend.md#social-map): maplibre-gl with the organizations of the whole search as
 * clustered markers. Loaded only through MapLoader (next/dynamic, no server rendering), so the library reaches
 * the browser only on the map pages and after the list. Every marker is an HTML element: an organization is a
 * link to its page and a cluster a button that zooms in, so both work with the keyboard and a screen reader.
 * The list and the map follow each other through the cards' data-organization-id: hovering or focusing one
 * highlights the other. After the visitor moves the map, "search in this area" reloads the list for its bounds.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  type GeoJSONSource,
  type GeoJSONSourceSpecification,
  LngLatBounds,
  Map as MapLibre,
  type MapGeoJSONFeature,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { focusRing } from '@/components/ui/styles';
import { useRouter } from '@/lib/shared/i18n/navigation';
import type { BoundingBox } from '@/lib/shared/social-map/filters';
import { parseMarkers, type SocialMapMarker } from '@/lib/shared/social-map/organization';

export interface OrganizationMapProps {
  styleUrl: string;
  /** Where the site serves maplibre's worker (the map-worker route of the vacancy bank). */
  workerUrl: string;
  /** The marker feed of the current search; or `markers` for a fixed set (an organization's own page). */
  markersUrl?: string;
  markers?: SocialMapMarker[];
  /** The organization pages' base path in the page's language, e.g. "/en/sociale-kaart". */
  pageBase?: string;
  /** The searched area, which the map then shows instead of the markers' bounds. */
  bbox?: BoundingBox;
  /**
   * "Search in this area": the list's address (without the locale) of the current search without an area, to which
   * the map's bounds are added as `bbox`; absent where the map only shows.
   */
  areaBaseHref?: string;
  /** Where the list's cards are, for hover and focus following. */
  listId?: string;
  label: string;
  className?: string;
}

const SOURCE = 'organizations';
const markerClass = `block size-5 rounded-full border-2 border-white bg-primary-700 shadow transition-transform data-active:scale-150 data-active:bg-primary-900 ${focusRing}`;
const clusterClass = `flex min-w-9 items-center justify-center rounded-full border-2 border-white bg-primary-700 px-2 py-1.5 text-sm font-semibold text-primary-foreground shadow hover:bg-primary-800 ${focusRing}`;

function toGeoJson(markers: SocialMapMarker[]): GeoJSONSourceSpecification['data'] {
  return {
    type: 'FeatureCollection',
    features: markers.map((m) => ({
      type: 'Feature',
      id: Number(m.id),
      geometry: { type: 'Point', coordinates: [m.longitude, m.latitude] },
      properties: { id: m.id, name: m.name },
    })),
  };
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

const subscribeNothing = () => () => {};
/** Whether this browser can draw the map at all (WebGL); asked once, on the client. */
let webGl: boolean | undefined;
function hasWebGl(): boolean {
  webGl ??= (() => {
    try {
      const canvas = document.createElement('canvas');
      return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      return false;
    }
  })();
  return webGl;
}

export default function OrganizationMap(props: OrganizationMapProps) {
  const { styleUrl, workerUrl, markersUrl, markers: fixedMarkers, pageBase, bbox, areaBaseHref, listId, label, className } = props;
  const t = useTranslations('socialMap.map');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const [markers, setMarkers] = useState<SocialMapMarker[] | null>(fixedMarkers ?? null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const router = useRouter();
  // No WebGL (an old phone, a locked-down browser): the list is the whole page then.
  const drawable = useSyncExternalStore(subscribeNothing, hasWebGl, () => true);

  // The whole search's markers (the list shows one page of them).
  useEffect(() => {
    if (!markersUrl) return;
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: unknown) => setMarkers(parseMarkers(body)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('social map: markers did not load', error);
          setFailed(true);
        }
      });
    return () => controller.abort();
  }, [markersUrl]);

  useEffect(() => {
    const element = container.current;
    if (!element || !markers || !drawable) return;
    let map: MapLibre;
    try {
      setWorkerUrl(new URL(workerUrl, window.location.href).href);
      const bounds = new LngLatBounds();
      if (bbox) bounds.extend([bbox[0], bbox[1]]).extend([bbox[2], bbox[3]]);
      else for (const m of markers) bounds.extend([m.longitude, m.latitude]);
      map = new MapLibre({
        container: element,
        style: styleUrl,
        ...(bounds.isEmpty() ? { center: [5.3, 52.1], zoom: 7 } : { bounds, fitBoundsOptions: { padding: 40, maxZoom: 15 } }),
        // One finger scrolls the page on a phone; two move the map.
        cooperativeGestures: true,
        attributionControl: { compact: true },
        // maplibre's own control texts, in the page's language.
        locale: {
          'NavigationControl.ZoomIn': t('controls.zoomIn'),
          'NavigationControl.ZoomOut': t('controls.zoomOut'),
          'AttributionControl.ToggleAttribution': t('controls.toggleAttribution'),
          'AttributionControl.MapFeedback': t('controls.mapFeedback'),
          'CooperativeGesturesHandler.WindowsHelpText': t('controls.windowsHelp'),
          'CooperativeGesturesHandler.MacHelpText': t('controls.macHelp'),
          'CooperativeGesturesHandler.MobileHelpText': t('controls.mobileHelp'),
          'Map.Title': t('controls.canvas'),
        },
      });
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    } catch (error) {
      // WebGL that fails after all: the region stays empty and the list still has everything.
      console.warn('social map: the map could not start', error);
      return;
    }
    mapRef.current = map;
    const shown = new Map<string, Marker>();
    const byOrganization = new Map<string, HTMLElement>();
    const list = listId ? document.getElementById(listId) : null;

    const highlightCard = (id: string, on: boolean) => {
      const card = list?.querySelector<HTMLElement>(`[data-organization-id="${CSS.escape(id)}"]`);
      if (card) card.toggleAttribute('data-active', on);
    };

    const organizationMarker = (id: string, name: string) => {
      const element = document.createElement(pageBase ? 'a' : 'span');
      if (element instanceof HTMLAnchorElement) element.href = `${pageBase}/${encodeURIComponent(id)}`;
      else element.setAttribute('role', 'img');
      element.setAttribute('aria-label', name);
      element.title = name;
      element.className = markerClass;
      element.dataset.markerId = id;
      element.addEventListener('mouseenter', () => highlightCard(id, true));
      element.addEventListener('mouseleave', () => highlightCard(id, false));
      element.addEventListener('focus', () => highlightCard(id, true));
      element.addEventListener('blur', () => highlightCard(id, false));
      byOrganization.set(id, element);
      return element;
    };

    const clusterMarker = (clusterId: number, count: number, at: [number, number]) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = clusterClass;
      element.textContent = String(count);
      element.setAttribute('aria-label', t('cluster', { count }));
      element.addEventListener('click', async () => {
        const source = map.getSource<GeoJSONSource>(SOURCE);
        const zoom = source ? await source.getClusterExpansionZoom(clusterId) : map.getZoom() + 2;
        map.easeTo({ center: at, zoom });
      });
      return element;
    };

    // What the source shows at this zoom: clusters and single organizations, as HTML markers.
    const update = () => {
      if (!map.isSourceLoaded(SOURCE)) return;
      const next = new Map<string, Marker>();
      for (const feature of map.querySourceFeatures(SOURCE) as MapGeoJSONFeature[]) {
        const at = (feature.geometry as unknown as { coordinates: [number, number] }).coordinates;
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string; name?: string };
        const key = props.cluster ? `c${props.cluster_id}` : `o${props.id}`;
        if (next.has(key)) continue;
        const marker =
          shown.get(key) ??
          new Marker({
            element: props.cluster
              ? clusterMarker(Number(props.cluster_id), Number(props.point_count), at)
              : organizationMarker(String(props.id), String(props.name)),
          }).setLngLat(at);
        if (!shown.has(key)) marker.addTo(map);
        next.set(key, marker);
      }
      for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
      shown.clear();
      for (const [key, marker] of next) shown.set(key, marker);
    };

    map.on('load', () => {
      map.addSource(SOURCE, { type: 'geojson', data: toGeoJson(markers), cluster: !!pageBase, clusterRadius: 48, clusterMaxZoom: 15 });
      // The markers are HTML; this invisible layer only makes the source load its tiles.
      map.addLayer({ id: `${SOURCE}-points`, type: 'circle', source: SOURCE, paint: { 'circle-radius': 1, 'circle-opacity': 0 } });
    });
    map.on('render', update);
    map.on('moveend', (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) setMoved(true);
    });
    map.on('error', (event) => console.warn('social map:', event.error?.message ?? event));

    // The list's cards light up their markers.
    const follow = (on: boolean) => (event: Event) => {
      const card = (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-organization-id]');
      const id = card?.dataset.organizationId;
      if (id) byOrganization.get(id)?.toggleAttribute('data-active', on);
    };
    const onEnter = follow(true);
    const onLeave = follow(false);
    list?.addEventListener('mouseover', onEnter);
    list?.addEventListener('mouseout', onLeave);
    list?.addEventListener('focusin', onEnter);
    list?.addEventListener('focusout', onLeave);

    // Hidden behind the phone's list tab, the map has no size: follow the container's size.
    const resize = new ResizeObserver(() => map.resize());
    resize.observe(element);

    return () => {
      resize.disconnect();
      list?.removeEventListener('mouseover', onEnter);
      list?.removeEventListener('mouseout', onLeave);
      list?.removeEventListener('focusin', onEnter);
      list?.removeEventListener('focusout', onLeave);
      mapRef.current = null;
      map.remove();
    };
  }, [markers, drawable, styleUrl, workerUrl, pageBase, bbox, listId, t]);

  const searchArea = () => {
    const map = mapRef.current;
    if (!map || !areaBaseHref) return;
    const b = map.getBounds();
    const box = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map(round).join(',');
    router.push(`${areaBaseHref}${areaBaseHref.includes('?') ? '&' : '?'}bbox=${encodeURIComponent(box)}`);
  };

  if (failed || !drawable)
    return (
      <p className="rounded-[var(--radius)] border border-dashed border-muted-300 p-4 text-sm text-muted-800 dark:border-muted-700 dark:text-muted-200">
        {t('unavailable')}
      </p>
    );
  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label={label}
        className={className ?? 'h-80 w-full overflow-hidden rounded-[var(--radius)] sm:h-[28rem]'}
      />
      {areaBaseHref && moved ? (
        <button
          type="button"
          onClick={searchArea}
          className={`absolute top-3 left-1/2 -translate-x-1/2 rounded-full border border-muted-300 bg-white px-4 py-2 text-sm font-medium text-primary-800 shadow hover:bg-primary-50 dark:border-muted-700 dark:bg-muted-900 dark:text-primary-200 ${focusRing}`}
        >
          {t('searchArea')}
        </button>
      ) : null}
    </div>
  );
}
