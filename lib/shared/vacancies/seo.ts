/** Structured data of a public vacancy: schema.org JobPosting (employmentType VOLUNTEER). Pure. */
import type { PublicVacancy } from './public-vacancy';

export function jobPostingJsonLd(v: PublicVacancy, options: { url: string; centerName: string; imageUrl?: string; language: string }) {
  const description = v.description ?? v.summary ?? v.title;
  const hasAddress = Boolean(v.city || v.street || v.postalCode);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: v.title,
    description,
    ...(v.publishedAt ? { datePosted: v.publishedAt } : {}),
    ...(v.expiresAt ? { validThrough: v.expiresAt } : {}),
    employmentType: 'VOLUNTEER',
    identifier: { '@type': 'PropertyValue', name: options.centerName, value: v.id },
    hiringOrganization: { '@type': 'Organization', name: v.organizationName || options.centerName },
    ...(hasAddress
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(v.street ? { streetAddress: [v.street, v.houseNumber].filter(Boolean).join(' ') } : {}),
              ...(v.postalCode ? { postalCode: v.postalCode } : {}),
              ...(v.city ? { addressLocality: v.city } : {}),
              addressCountry: 'NL',
            },
            ...(v.latitude !== null && v.longitude !== null
              ? { geo: { '@type': 'GeoCoordinates', latitude: v.latitude, longitude: v.longitude } }
              : {}),
          },
        }
      : {}),
    ...(v.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'NL' } } : {}),
    ...(v.hoursPerWeek ? { workHours: `${v.hoursPerWeek}` } : {}),
    ...(options.imageUrl ? { image: options.imageUrl } : {}),
    directApply: true,
    inLanguage: options.language,
    url: options.url,
  };
}
