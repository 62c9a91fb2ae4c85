/** resolveCenter: cookie, exact domain, wildcard subdomain, *.localhost, default; normalisation and the Gelderse Handen flag. */
import { DEFAULT_HOST_MAPPING, type HostMapping } from '@/lib/shared/tenancy/host-mapping';
import { resolveCenter } from '@/lib/shared/tenancy/resolve-center';

const mapping: HostMapping = { ...DEFAULT_HOST_MAPPING, geldersHandenHost: 'geldersehanden.nl' };
const resolve = (host: string | null | undefined, cookieCenter?: string | null, m: HostMapping = mapping) =>
  resolveCenter({ host, cookieCenter, mapping: m });

describe('resolveCenter', () => {
  test('a valid cookie wins over the host', () => {
    expect(resolve('vacaturebankoldebroek.nl', 'roermond')).toEqual({ centerSlug: 'roermond', source: 'cookie', geldersHanden: false });
    expect(resolve('oost.meedoen.nl', ' Demo-Oost ')).toMatchObject({ centerSlug: 'demo-oost', source: 'cookie' });
  });

  test('an invalid or empty cookie is ignored', () => {
    for (const cookie of ['', '   ', '../etc', 'two words', '-leading-dash', 'a'.repeat(64), null, undefined])
      expect(resolve('vacaturebankoldebroek.nl', cookie)).toMatchObject({ centerSlug: 'oldebroek', source: 'exact' });
  });

  test('exact domains', () => {
    expect(resolve('vacaturebankoldebroek.nl')).toEqual({ centerSlug: 'oldebroek', source: 'exact', geldersHanden: false });
    expect(resolve('vrijwilligerspuntroermond.nl')).toMatchObject({ centerSlug: 'roermond', source: 'exact' });
    // An exact apex that is also a wildcard parent maps to its own center.
    expect(resolve('meedoen.nl')).toMatchObject({ centerSlug: 'meedoen', source: 'exact' });
    expect(resolve('vrijwilligersplatform.nl')).toMatchObject({ centerSlug: 'public', source: 'exact' });
  });

  test('wildcard subdomains map to the center named by the subdomain', () => {
    expect(resolve('oost.meedoen.nl')).toEqual({ centerSlug: 'oost', source: 'wildcard', geldersHanden: false });
    expect(resolve('zwolle.vrijwilligersplatform.nl')).toMatchObject({ centerSlug: 'zwolle', source: 'wildcard' });
    expect(resolve('demo-2.meedoen.nl')).toMatchObject({ centerSlug: 'demo-2', source: 'wildcard' });
  });

  test('www is the bare domain, never a center', () => {
    expect(resolve('www.meedoen.nl')).toMatchObject({ centerSlug: 'meedoen', source: 'exact' });
    expect(resolve('www.vrijwilligersplatform.nl')).toMatchObject({ centerSlug: 'public', source: 'exact' });
    expect(resolve('www.oost.meedoen.nl')).toMatchObject({ centerSlug: 'oost', source: 'wildcard' });
  });

  test('deeper subdomains do not match a wildcard', () => {
    for (const host of ['a.b.meedoen.nl', 'x.demo.localhost']) {
      const result = resolve(host);
      expect(result.centerSlug).not.toBe('www');
      expect(result).toMatchObject({ centerSlug: 'demo', source: 'default' });
    }
  });

  test('*.localhost in development, unless switched off', () => {
    expect(resolve('demo.localhost')).toEqual({ centerSlug: 'demo', source: 'localhost', geldersHanden: false });
    expect(resolve('roermond.localhost:3000')).toMatchObject({ centerSlug: 'roermond', source: 'localhost' });
    expect(resolve('localhost:3000')).toMatchObject({ centerSlug: 'demo', source: 'default' });
    expect(resolve('roermond.localhost', null, { ...mapping, localhostSubdomains: false })).toMatchObject({
      centerSlug: 'demo',
      source: 'default',
    });
  });

  test('ports, upper case, trailing dots and proxy lists are normalised', () => {
    expect(resolve('VacatureBankOldebroek.NL:443')).toMatchObject({ centerSlug: 'oldebroek', source: 'exact' });
    expect(resolve('OOST.MEEDOEN.NL:8080')).toMatchObject({ centerSlug: 'oost', source: 'wildcard' });
    expect(resolve('meedoen.nl.')).toMatchObject({ centerSlug: 'meedoen', source: 'exact' });
    expect(resolve('oost.meedoen.nl, internal-proxy:8080')).toMatchObject({ centerSlug: 'oost', source: 'wildcard' });
  });

  test('an unmapped, missing or odd host gets the default center', () => {
    for (const host of ['example.org', '127.0.0.1:3000', '[::1]:3000', '', null, undefined, 'meedoen.nl.evil.com', 'evilmeedoen.nl'])
      expect(resolve(host)).toEqual({ centerSlug: 'demo', source: 'default', geldersHanden: false });
    expect(resolve('example.org', null, { ...mapping, defaultCenter: 'public' })).toMatchObject({
      centerSlug: 'public',
      source: 'default',
    });
  });

  test('the Gelderse Handen flag is set on that host only (any case or port), whatever center resolves', () => {
    expect(resolve('geldersehanden.nl')).toEqual({ centerSlug: 'demo', source: 'default', geldersHanden: true });
    expect(resolve('GeldersEHanden.nl:443')).toMatchObject({ geldersHanden: true });
    expect(resolve('geldersehanden.nl', 'meedoen')).toEqual({ centerSlug: 'meedoen', source: 'cookie', geldersHanden: true });
    expect(resolve('geldersehanden.nl.evil.com').geldersHanden).toBe(false);
    expect(resolve('oost.meedoen.nl').geldersHanden).toBe(false);
    expect(resolve('geldersehanden.nl', null, { ...mapping, geldersHandenHost: null }).geldersHanden).toBe(false);
  });
});
