import { previewHints, toPreviewCard, type PreviewValues } from '@/lib/shared/organizations/preview';

const lookups = {
  nonProfitTypes: [
    { id: 1, key: 'care', name: 'Zorg en welzijn' },
    { id: 2, key: null, name: 'Sport' },
  ],
  activityTypes: [
    { id: 10, key: 'companionship', name: 'Gezelschap' },
    { id: 11, key: 'transport', name: 'Vervoer' },
    { id: 12, key: null, name: 'Koken' },
  ],
};

const values: PreviewValues = {
  name: '  Voedselbank Demo ',
  description: 'Wij helpen.',
  website: 'https://voedselbank.example',
  phoneNumber: '0612345678',
  address: { street: 'Kerkstraat', houseNumber: '12', postalCode: '1234 AB', city: 'Demodorp' },
  profile: { nonProfitTypeId: '2', showOnSocialMap: true, activityTypeIds: ['12', '10'] },
};

describe('toPreviewCard', () => {
  it('maps the form values to the card, naming the type and activities from the lists', () => {
    expect(toPreviewCard(values, lookups, { id: '7', fallbackName: 'Naam' })).toEqual({
      id: '7',
      name: 'Voedselbank Demo',
      description: 'Wij helpen.',
      typeName: 'Sport',
      // In the list's order, not the order they were ticked in.
      activityNames: ['Gezelschap', 'Koken'],
      address: 'Kerkstraat 12, 1234 AB Demodorp',
      website: 'https://voedselbank.example',
      phoneNumber: '0612345678',
      distanceKm: null,
    });
  });

  it('fills an empty form with nulls and the fallback name, and skips ids the lists no longer have', () => {
    const card = toPreviewCard(
      {
        name: ' ',
        description: '',
        address: { street: '', houseNumber: '', postalCode: '', city: '' },
        profile: { nonProfitTypeId: '99', showOnSocialMap: false, activityTypeIds: ['99'] },
      },
      lookups,
      { id: 'new', fallbackName: 'Naam van de organisatie' },
    );
    expect(card).toEqual({
      id: 'new',
      name: 'Naam van de organisatie',
      description: null,
      typeName: null,
      activityNames: [],
      address: null,
      website: null,
      phoneNumber: null,
      distanceKm: null,
    });
  });

  it('copes with values the form has not registered yet', () => {
    expect(toPreviewCard({}, lookups, { id: 'x', fallbackName: 'Naam' }).typeName).toBeNull();
    expect(toPreviewCard({ profile: { nonProfitTypeId: '' } }, lookups, { id: 'x', fallbackName: 'Naam' }).typeName).toBeNull();
  });
});

describe('previewHints', () => {
  it('says nothing for an organization that is on the map with a postal code', () => {
    expect(previewHints(values)).toEqual([]);
  });

  it('warns when it is not shown on the map, and when the postal code is missing', () => {
    expect(previewHints({ ...values, profile: { ...values.profile, showOnSocialMap: false } })).toEqual(['hidden']);
    expect(previewHints({ ...values, address: { ...values.address, postalCode: '  ' } })).toEqual(['noPostalCode']);
    expect(previewHints({})).toEqual(['hidden', 'noPostalCode']);
  });
});
