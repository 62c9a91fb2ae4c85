import { describe, expect, it } from '@jest/globals';
import { bankApiQuery, bankHref, hasActiveFilters, MAX_PAGE, pageCount, parseBankFilters } from '@/lib/shared/vacancies/filters';

describe('parseBankFilters', () => {
  it('reads every filter from the URL', () => {
    const f = parseBankFilters({
      q: '  koken ',
      vacancy_type: ['activity', 'p2p'],
      tag: 'buurt',
      age_group_id: '3',
      organization_id: '7',
      postal_code: '3811ab',
      distance_km: '10',
      starts_from: '2026-12-01',
      starts_until: '2026-12-31',
      sort: 'distance',
      page: '2',
    });
    expect(f).toEqual({
      q: 'koken',
      vacancyTypes: ['activity', 'p2p'],
      tag: 'buurt',
      ageGroupId: 3,
      organizationId: 7,
      postalCode: '3811AB',
      distanceKm: 10,
      startsFrom: '2026-12-01',
      startsUntil: '2026-12-31',
      sort: 'distance',
      page: 2,
    });
  });

  it('accepts comma-separated and repeated types, dropping unknown ones and duplicates', () => {
    expect(parseBankFilters({ vacancy_type: 'activity,bogus' }).vacancyTypes).toEqual(['activity']);
    expect(parseBankFilters({ vacancy_type: ['p2p', 'p2p', 'language'] }).vacancyTypes).toEqual(['p2p', 'language']);
  });

  it('drops what the API would refuse instead of failing', () => {
    const f = parseBankFilters({
      age_group_id: 'x',
      organization_id: '-1',
      postal_code: '0123',
      distance_km: '10',
      starts_from: '2026-02-30',
      starts_until: 'tomorrow',
      sort: 'title',
      page: '0',
      tag: 'x'.repeat(41),
    });
    expect(f).toEqual({ vacancyTypes: [], page: 1 });
  });

  it('needs a postal code for distance and words for relevance', () => {
    expect(parseBankFilters({ sort: 'distance', distance_km: '5' })).toEqual({ vacancyTypes: [], page: 1 });
    expect(parseBankFilters({ sort: 'relevance' }).sort).toBeUndefined();
    expect(parseBankFilters({ sort: 'relevance', q: 'tuin' }).sort).toBe('relevance');
  });

  it('caps the page number', () => {
    expect(parseBankFilters({ page: '999999' }).page).toBe(MAX_PAGE);
  });

  it('keeps a fixed type whatever the URL says', () => {
    expect(parseBankFilters({ vacancy_type: 'activity' }, { vacancyTypes: ['p2p'] }).vacancyTypes).toEqual(['p2p']);
  });
});

describe('bankApiQuery', () => {
  it('builds the search API query', () => {
    const query = bankApiQuery(
      parseBankFilters({
        q: 'tuin',
        vacancy_type: 'p2p,activity',
        postal_code: '3811 AB',
        distance_km: '5',
        sort: '-published_at',
        page: '3',
      }),
    );
    expect(query).toEqual({
      filter: { q: 'tuin', vacancy_type: ['p2p', 'activity'], postal_code: '3811 AB', distance_km: '5' },
      page: { number: 3, size: 12 },
      sort: '-published_at',
    });
  });

  it('leaves the sort to the API when none is chosen', () => {
    expect(bankApiQuery({ vacancyTypes: [], page: 1 }, 50)).toEqual({ filter: {}, page: { number: 1, size: 50 } });
  });
});

describe('bankHref', () => {
  it('writes one canonical URL per search, without page 1', () => {
    const f = parseBankFilters({ sort: 'starts_on', tag: 'a b', q: 'x', vacancy_type: ['language', 'p2p'] });
    expect(bankHref('/vacancies/search', f)).toBe('/vacancies/search?q=x&vacancy_type=language&vacancy_type=p2p&tag=a+b&sort=starts_on');
    expect(bankHref('/vacancies/search', { ...f, page: 2 })).toMatch(/&page=2$/);
    expect(bankHref('/vacancies/search', { vacancyTypes: [], page: 1 })).toBe('/vacancies/search');
  });

  it('round-trips through the parser', () => {
    const f = parseBankFilters({
      q: 'koken & eten',
      tag: 'buurt',
      age_group_id: '2',
      postal_code: '3811AB',
      distance_km: '25',
      starts_from: '2026-01-01',
      page: '4',
    });
    const url = new URL(bankHref('/vacancies/search', f), 'http://x');
    const params: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key);
    expect(parseBankFilters(params)).toEqual(f);
  });

  it('leaves a fixed type out of the URL', () => {
    expect(bankHref('/een-op-een-hulp', { vacancyTypes: ['p2p'], page: 2 }, { includeTypes: false })).toBe('/een-op-een-hulp?page=2');
  });
});

describe('hasActiveFilters and pageCount', () => {
  it('ignores page and sort', () => {
    expect(hasActiveFilters({ vacancyTypes: [], page: 3, sort: '-published_at' })).toBe(false);
    expect(hasActiveFilters({ vacancyTypes: ['p2p'], page: 1 })).toBe(true);
    expect(hasActiveFilters({ vacancyTypes: ['p2p'], page: 1 }, { includeTypes: false })).toBe(false);
    expect(hasActiveFilters({ vacancyTypes: [], tag: 'x', page: 1 })).toBe(true);
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});
