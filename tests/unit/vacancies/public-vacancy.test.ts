import { describe, expect, it } from '@jest/globals';
import type { Resource } from '@/lib/shared/api/jsonapi';
import { oneToOneLabel, publicFeatureEnabled, typeLabels } from '@/lib/shared/vacancies/labels';
import { addressLine, mapMarkers, toContactPerson, toPublicVacancy } from '@/lib/shared/vacancies/public-vacancy';
import { jobPostingJsonLd } from '@/lib/shared/vacancies/seo';

const resource: Resource = {
  id: '5',
  type: 'vacancies',
  title: 'Chauffeur',
  vacancyType: 'volunteering',
  summary: 'Rijden',
  description: '<p>Rijden</p>',
  tags: ['vervoer', 3],
  ageGroupIds: [4, '5'],
  hoursPerWeek: 4,
  street: 'Markt',
  houseNumber: '2',
  postalCode: '3811 AB',
  city: 'Amersfoort',
  latitude: '52.1',
  longitude: 5.3,
  remote: false,
  weekdays: [3, 9],
  publishedAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2027-01-01T09:00:00.000Z',
  organizationId: 3,
  organizationName: 'Stichting Vervoer',
  contactPhoneVisible: true,
  meta: { distanceKm: 2.5 },
};

describe('toPublicVacancy', () => {
  it('reads the attributes defensively', () => {
    const v = toPublicVacancy(resource);
    expect(v).toMatchObject({
      id: '5',
      title: 'Chauffeur',
      tags: ['vervoer'],
      ageGroupIds: [4, 5],
      latitude: 52.1,
      weekdays: [3],
      organizationId: '3',
      distanceKm: 2.5,
      contactPhoneVisible: true,
      activityFrequency: null,
    });
    expect(toPublicVacancy({ id: '6', type: 'vacancies', vacancyType: 'bogus' }).vacancyType).toBe('volunteering');
  });

  it('builds the address line and markers from what is there', () => {
    const v = toPublicVacancy(resource);
    expect(addressLine(v)).toBe('Markt 2, 3811 AB Amersfoort');
    expect(addressLine({ street: null, houseNumber: null, postalCode: null, city: 'Ede' })).toBe('Ede');
    expect(addressLine({ street: null, houseNumber: null, postalCode: null, city: null })).toBeNull();
    const noPlace = toPublicVacancy({ id: '7', type: 'vacancies', title: 'x' });
    expect(mapMarkers([v, noPlace], (x) => `/v/${x.id}`)).toEqual([
      { id: '5', title: 'Chauffeur', href: '/v/5', latitude: 52.1, longitude: 5.3 },
    ]);
  });

  it('reads the contact person', () => {
    expect(toContactPerson({ id: '1', type: 'users', firstName: 'Ans', lastName: 'Bos', email: 'a@x.nl', phoneNumber: null })).toEqual({
      fullName: 'Ans Bos',
      email: 'a@x.nl',
      phoneNumber: null,
    });
    expect(toContactPerson(undefined)).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  it('describes the vacancy as a volunteer JobPosting', () => {
    const data = jobPostingJsonLd(toPublicVacancy(resource), {
      url: 'https://demo.example.org/vacancies/search/5',
      centerName: 'Demo',
      language: 'nl',
    });
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Chauffeur',
      description: '<p>Rijden</p>',
      employmentType: 'VOLUNTEER',
      datePosted: '2026-11-01T09:00:00.000Z',
      validThrough: '2027-01-01T09:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Stichting Vervoer' },
      jobLocation: {
        '@type': 'Place',
        address: { streetAddress: 'Markt 2', postalCode: '3811 AB', addressLocality: 'Amersfoort', addressCountry: 'NL' },
      },
      url: 'https://demo.example.org/vacancies/search/5',
    });
    const remote = jobPostingJsonLd(
      { ...toPublicVacancy(resource), remote: true, city: null, street: null, postalCode: null },
      { url: 'u', centerName: 'Demo', language: 'en' },
    );
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(remote).not.toHaveProperty('jobLocation');
  });
});

describe('tenant wording and flags', () => {
  it('calls one-to-one help neighbour-help where the tenant says so', () => {
    expect(oneToOneLabel('roermond')).toBe('neighbourHelp');
    expect(oneToOneLabel('demo')).toBe('oneToOne');
    const labels = typeLabels((k) => `t:${k}`, 'Burenhulp');
    expect(labels).toEqual({ volunteering: 't:volunteering', p2p: 'Burenhulp', activity: 't:activity', language: 't:language' });
  });

  it('hides the pages of features the tenant has off', () => {
    expect(publicFeatureEnabled('oldebroek', 'oneToOneHelp')).toBe(false);
    expect(publicFeatureEnabled('oldebroek', 'activities')).toBe(true);
    expect(publicFeatureEnabled('roermond', 'activities')).toBe(false);
  });
});
