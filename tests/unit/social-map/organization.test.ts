import type { Resource } from '@/lib/shared/api/jsonapi';
import { cardExcerpt, websiteLabel } from '@/lib/shared/social-map/card';
import { parseMarkers, toSocialMapOrganization } from '@/lib/shared/social-map/organization';
import { organizationJsonLd } from '@/lib/shared/social-map/structured-data';

const lookups = {
  nonProfitTypes: [{ id: 1, key: 'care', name: 'Zorg en welzijn' }],
  activityTypes: [
    { id: 10, key: 'transport', name: 'Vervoer' },
    { id: 11, key: 'events', name: 'Evenementen' },
  ],
};

const resource = {
  id: '42',
  type: 'organizations',
  name: 'Voedselbank Demo',
  organizationType: 'NonProfit',
  status: 'approved',
  email: 'info@voedselbank.test',
  phoneNumber: '030 123 45 67',
  website: 'https://www.voedselbank.example.org/demo',
  description: 'Wij verdelen voedselpakketten.',
  denialReason: null,
  city: 'Demodorp',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  address: {
    id: '5',
    type: 'addresses',
    street: 'Dorpsstraat',
    houseNumber: '10',
    postalCode: '3731 AB',
    city: 'Demodorp',
    latitude: 52.13,
    longitude: '5.13',
  },
  profile: { id: '7', type: 'organization_profiles', nonProfitTypeId: 1, showOnSocialMap: true, activityTypeIds: [11, 99, 10] },
  meta: { distanceKm: 1.3 },
} as unknown as Resource;

describe('toSocialMapOrganization', () => {
  it('reads the organization with its included address and profile and names its lookups', () => {
    expect(toSocialMapOrganization(resource, lookups)).toEqual({
      id: '42',
      name: 'Voedselbank Demo',
      description: 'Wij verdelen voedselpakketten.',
      typeName: 'Zorg en welzijn',
      // An id the list no longer has is left out.
      activityNames: ['Evenementen', 'Vervoer'],
      address: 'Dorpsstraat 10, 3731 AB Demodorp',
      website: 'https://www.voedselbank.example.org/demo',
      phoneNumber: '030 123 45 67',
      distanceKm: 1.3,
      email: 'info@voedselbank.test',
      nonProfitTypeId: 1,
      activityTypeIds: [11, 99, 10],
      postalCode: '3731 AB',
      city: 'Demodorp',
      latitude: 52.13,
      longitude: 5.13,
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
  });

  it('gives "not known" for a missing address and profile', () => {
    const bare = { ...resource, address: null, profile: null, meta: {} } as unknown as Resource;
    expect(toSocialMapOrganization(bare, lookups)).toMatchObject({
      typeName: null,
      activityNames: [],
      address: null,
      latitude: null,
      longitude: null,
      distanceKm: null,
      city: 'Demodorp',
    });
  });
});

describe('parseMarkers', () => {
  it('reads the compact rows and skips anything of another shape', () => {
    const body = { data: [[1, 'Buurthuis', 2, 52.1, 5.1], [2, 'Geen plek', null, null, 5.1], 'x', [3, 'Scouting', null, '52.2', '5.2']] };
    expect(parseMarkers(body)).toEqual([
      { id: '1', name: 'Buurthuis', nonProfitTypeId: 2, latitude: 52.1, longitude: 5.1 },
      { id: '3', name: 'Scouting', nonProfitTypeId: null, latitude: 52.2, longitude: 5.2 },
    ]);
    expect(parseMarkers(null)).toEqual([]);
    expect(parseMarkers({ data: 'nope' })).toEqual([]);
  });
});

describe('the card texts', () => {
  it('cuts a long description at a word', () => {
    const text = 'woord '.repeat(60);
    const excerpt = cardExcerpt(text, 50)!;
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith('woord…')).toBe(true);
    expect(cardExcerpt('  kort  ')).toBe('kort');
    expect(cardExcerpt(null)).toBeNull();
  });
  it('shows a website by its host', () => {
    expect(websiteLabel('https://www.voedselbank.nl/demo')).toBe('voedselbank.nl');
    expect(websiteLabel('geen url')).toBe('geen url');
  });
});

describe('organizationJsonLd', () => {
  it('describes the organization with its address, position and the center it belongs to', () => {
    const data = organizationJsonLd(toSocialMapOrganization(resource, lookups), 'https://demo.example/sociale-kaart/42', 'Demo');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Voedselbank Demo',
      url: 'https://www.voedselbank.example.org/demo',
      telephone: '030 123 45 67',
      address: { '@type': 'PostalAddress', streetAddress: 'Dorpsstraat 10', postalCode: '3731 AB', addressLocality: 'Demodorp' },
      location: { geo: { latitude: 52.13, longitude: 5.13 } },
      knowsAbout: ['Evenementen', 'Vervoer'],
      memberOf: { name: 'Demo' },
    });
  });
});
