/**
 * An organization on the social map: metadata (Open Graph, canonical, hreflang) and the page. An organization that
 * is not approved, hides itself from the map or belongs to another center is 404 (the API decides).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SocialMapOrganizationPage } from '@/components/organizations/social-map/organization-page';
import { type PublicRequest, pageAlternates, publicRequest, requirePublicRequest, translationsOf } from '@/lib/server/content/public-page';
import { webEnv } from '@/lib/server/env';
import { getSocialMapOrganization, listOrganizationVacancies } from '@/lib/server/social-map/public-api';
import { absoluteUrl, localizedPath } from '@/lib/shared/content/seo';
import { cardExcerpt } from '@/lib/shared/social-map/card';
import { SOCIAL_MAP_PATH } from '@/lib/shared/social-map/filters';
import { organizationJsonLd } from '@/lib/shared/social-map/structured-data';

// Rendered on its first visit, then served from the cache until a write names its tags (docs/architecture.md
// "Cached public pages").
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Params = Promise<{ center: string; locale: string; id: string }>;

const pathOf = (id: string) => `${SOCIAL_MAP_PATH}/${id}`;

async function load(request: PublicRequest | null, id: string) {
  return request ? getSocialMapOrganization(request.key, request.locale, id) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [request, { id }] = await Promise.all([publicRequest(params), params]);
  const organization = await load(request, id);
  if (!request || !organization) return {};
  const path = pathOf(organization.id);
  const description = cardExcerpt(organization.description, 160) ?? undefined;
  return {
    title: organization.name,
    description,
    alternates: pageAlternates(request, path, await translationsOf(request, path)),
    openGraph: {
      type: 'profile',
      title: organization.name,
      description,
      siteName: request.center.profile.name,
      locale: request.locale === 'nl' ? 'nl_NL' : 'en_GB',
      url: absoluteUrl(request.origin, request.locale, path),
    },
  };
}

export default async function SocialMapOrganizationRoute({ params }: { params: Params }) {
  const [request, { id }] = await Promise.all([requirePublicRequest(params), params]);
  const organization = await load(request, id);
  if (!organization) notFound();
  const vacancies = await listOrganizationVacancies(request.key, request.locale, organization.id);
  const styleUrl = webEnv.MAP_STYLE_URL;
  return (
    <SocialMapOrganizationPage
      organization={organization}
      vacancies={vacancies}
      jsonLd={organizationJsonLd(
        organization,
        absoluteUrl(request.origin, request.locale, pathOf(organization.id)),
        request.center.profile.name,
      )}
      map={styleUrl ? { styleUrl, workerUrl: localizedPath(request.locale, '/vacancies/search/map-worker') } : null}
    />
  );
}
