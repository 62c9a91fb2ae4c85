import {
  hasActiveFilters,
  parseBoundingBox,
  parseSocialMapFilters,
  socialMapApiQuery,
  socialMapHref,
  socialMapPageCount,
} from '@/lib/shared/social-map/filters';

describe('parseSocialMapFilters', () => {
  it('reads words, type, activity, postal code, distance, area and page from the URL', () => {
    expect(
      parseSocialMapFilters({
        q: '  voedselbank ',
        type: '3',
        activity: '7',
        postal_code: '3731ab',
        distance_km: '10',
        bbox: '5.1,52.1,5.2,52.2',
        page: '2',
      }),
    ).toEqual({
      q: 'voedselbank',
      nonProfitTypeId: 3,
      activityTypeId: 7,
      postalCode: '3731AB',
      distanceKm: 10,
      bbox: [5.1, 52.1, 5.2, 52.2],
      page: 2,
    });
  });

  it('drops what the API would refuse, so a tampered URL shows a wider search', () => {
    expect(parseSocialMapFilters({ type: 'x', activity: '-1', postal_code: 'abc', distance_km: '10', bbox: '1,2,3', page: '0' })).toEqual({
      page: 1,
    });
    // A distance without a postal code has no starting point.
    expect(parseSocialMapFilters({ distance_km: '5' })).toEqual({ page: 1 });
    expect(parseSocialMapFilters({ postal_code: '3731', distance_km: '9999' })).toEqual({ postalCode: '3731', page: 1 });
    expect(parseSocialMapFilters({ page: '100000' }).page).toBe(500);
    expect(parseSocialMapFilters({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('takes the first of repeated parameters', () => {
    expect(parseSocialMapFilters({ type: ['2', '3'] }).nonProfitTypeId).toBe(2);
  });
});

describe('parseBoundingBox', () => {
  it('accepts west,south,east,north within the world and rounds to five decimals', () => {
    expect(parseBoundingBox('5.1234567,52.1,5.2,52.2')).toEqual([5.12346, 52.1, 5.2, 52.2]);
  });
  it('refuses boxes that are inverted, out of range or not four numbers', () => {
    for (const value of ['5.2,52.1,5.1,52.2', '5.1,52.2,5.2,52.1', '-181,0,0,1', '0,0,1,91', 'a,b,c,d', '1,2,3,4,5', undefined])
      expect(parseBoundingBox(value)).toBeUndefined();
  });
});

describe('the API query and the URL of a search', () => {
  const filters = parseSocialMapFilters({ q: 'koor', activity: '4', postal_code: '3731 AB', distance_km: '5', page: '3' });

  it('maps to the social map filters of the API', () => {
    expect(socialMapApiQuery(filters)).toEqual({
      filter: { q: 'koor', activity_type_id: '4', postal_code: '3731 AB', distance: '5' },
      page: { number: 3, size: 20 },
    });
  });

  it('has one address per search, page 1 left out', () => {
    expect(socialMapHref(filters)).toBe('/sociale-kaart?q=koor&activity=4&postal_code=3731+AB&distance_km=5&page=3');
    expect(socialMapHref({ ...filters, page: 1 })).toBe('/sociale-kaart?q=koor&activity=4&postal_code=3731+AB&distance_km=5');
    expect(socialMapHref({ page: 1 })).toBe('/sociale-kaart');
  });

  it('round-trips through the URL', () => {
    const url = new URL(socialMapHref({ ...filters, bbox: [5.1, 52.1, 5.2, 52.2] }), 'http://x');
    expect(parseSocialMapFilters(Object.fromEntries(url.searchParams))).toEqual({ ...filters, bbox: [5.1, 52.1, 5.2, 52.2] });
  });

  it('knows when a search is narrowed and how many pages it has', () => {
    expect(hasActiveFilters({ page: 4 })).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(socialMapPageCount(0)).toBe(1);
    expect(socialMapPageCount(41)).toBe(3);
  });
});
