/**
 * schema.org data of an organization's page on the social map (https://schema.org/Organization): what a search
 * engine shows in its result, and what it needs to place the organization on a map. Only what the organization
 * chose to publish; nothing is invented.
 */
import type { SocialMapOrganization } from './organization';

export function organizationJsonLd(o: SocialMapOrganization, pageUrl: string, centerName: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': pageUrl,
    name: o.name,
    url: o.website ?? pageUrl,
    mainEntityOfPage: pageUrl,
    ...(o.description ? { description: o.description } : {}),
    ...(o.phoneNumber ? { telephone: o.phoneNumber } : {}),
    ...(o.email ? { email: o.email } : {}),
    ...(o.website ? { sameAs: [o.website] } : {}),
    ...(o.address || o.city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(o.address ? { streetAddress: o.address.split(',')[0]?.trim() } : {}),
            ...(o.postalCode ? { postalCode: o.postalCode } : {}),
            ...(o.city ? { addressLocality: o.city } : {}),
            addressCountry: 'NL',
          },
        }
      : {}),
    ...(o.latitude !== null && o.longitude !== null
      ? { location: { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: o.latitude, longitude: o.longitude } } }
      : {}),
    ...(o.typeName ? { additionalType: o.typeName } : {}),
    ...(o.activityNames.length ? { knowsAbout: o.activityNames } : {}),
    memberOf: { '@type': 'Organization', name: centerName },
  };
}
