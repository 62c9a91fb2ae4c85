/**
 * The plain address of a listing page (no query: the first page, no filters, this month), rendered once per center,
 * locale and listing and served from the cache (docs/architecture.md "Cached public pages"). proxy.ts rewrites
 * `/nieuws` here as `/_cached/nieuws`; `/nieuws?page=2` goes to the listing's own page, which reads its query and
 * renders per request. Both are the same page module: this one hands it an empty query, so nothing here depends on
 * the request.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CACHED_LISTINGS } from '@/lib/server/routing/proxy-rules';
import NewsIndexPage, { generateMetadata as newsIndexMetadata } from '../../nieuws/page';
import VacancyBankPage, { generateMetadata as vacancyBankMetadata } from '../../vacancies/search/page';
import OneToOneHelpPage, { generateMetadata as oneToOneHelpMetadata } from '../../een-op-een-hulp/page';
import ActivityCalendarPage, { generateMetadata as activityCalendarMetadata } from '../../activiteitenkalender/page';
import SocialMapPage, { generateMetadata as socialMapMetadata } from '../../sociale-kaart/page';
import WorkshopsPage, { generateMetadata as workshopsMetadata } from '../../workshops/page';

type Params = Promise<{ center: string; locale: string; listing: string[] }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

interface Listing {
  Page: (props: { params: Params; searchParams: Query }) => Promise<React.ReactNode>;
  metadata: (props: { params: Params; searchParams: Query }) => Promise<Metadata>;
}

const LISTINGS: Record<(typeof CACHED_LISTINGS)[number], Listing> = {
  nieuws: { Page: NewsIndexPage, metadata: newsIndexMetadata },
  'vacancies/search': { Page: VacancyBankPage, metadata: vacancyBankMetadata },
  'een-op-een-hulp': { Page: OneToOneHelpPage, metadata: oneToOneHelpMetadata },
  activiteitenkalender: { Page: ActivityCalendarPage, metadata: activityCalendarMetadata },
  'sociale-kaart': { Page: SocialMapPage, metadata: socialMapMetadata },
  workshops: { Page: WorkshopsPage, metadata: workshopsMetadata },
};

const NO_QUERY: Query = Promise.resolve({});

// The bank and the calendar show vacancies, which expire by the clock: five minutes at most between renderings.
export const revalidate = 300;

export function generateStaticParams(): { listing: string[] }[] {
  return [];
}

async function listingOf(params: Params): Promise<Listing | null> {
  const key = (await params).listing.join('/');
  return Object.hasOwn(LISTINGS, key) ? LISTINGS[key as keyof typeof LISTINGS] : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const listing = await listingOf(params);
  return listing ? listing.metadata({ params, searchParams: NO_QUERY }) : {};
}

export default async function CachedListingPage({ params }: { params: Params }) {
  const listing = await listingOf(params);
  if (!listing) notFound();
  return listing.Page({ params, searchParams: NO_QUERY });
}
