/**
 * Resolves the volunteer center for a request: cookie, else host mapping (exact, wildcard,
 * *.localhost), else the default center. Pure: no I/O, unit-tested in tests/unit.
 */
import { type HostMapping, normalizeHost } from './host-mapping';

export const CENTER_COOKIE = 'volunteer_center';

export type CenterSource = 'cookie' | 'exact' | 'wildcard' | 'localhost' | 'default';

export interface CenterResolution {
  centerSlug: string;
  source: CenterSource;
  /** The request came in on the Gelderse Handen host. */
  geldersHanden: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function resolveCenter(input: {
  host: string | null | undefined;
  cookieCenter?: string | null;
  mapping: HostMapping;
}): CenterResolution {
  // "www.meedoen.nl" is the same site as "meedoen.nl".
  const host = normalizeHost(input.host).replace(/^www\./, '');
  const geldersHanden = input.mapping.geldersHandenHost !== null && host === input.mapping.geldersHandenHost.replace(/^www\./, '');

  const cookie = input.cookieCenter?.trim().toLowerCase();
  if (cookie && SLUG.test(cookie)) return { centerSlug: cookie, source: 'cookie', geldersHanden };

  const exact = input.mapping.exact[host];
  if (exact) return { centerSlug: exact, source: 'exact', geldersHanden };

  for (const parent of input.mapping.wildcards) {
    const sub = subdomainOf(host, parent);
    if (sub) return { centerSlug: sub, source: 'wildcard', geldersHanden };
  }

  if (input.mapping.localhostSubdomains) {
    const sub = subdomainOf(host, 'localhost');
    if (sub) return { centerSlug: sub, source: 'localhost', geldersHanden };
  }

  return { centerSlug: input.mapping.defaultCenter, source: 'default', geldersHanden };
}

/** "oost.meedoen.nl" under "meedoen.nl" -> "oost"; deeper or invalid labels do not match. */
function subdomainOf(host: string, parent: string): string | null {
  const suffix = `.${parent}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  if (label === 'www' || !SLUG.test(label)) return null;
  return label;
}

/**
 * The public base URL of a center, for links in e-mails: the exact domain mapped to it if any,
 * else a subdomain of the first wildcard parent, else the development template.
 */
export function centerBaseUrl(slug: string, mapping: HostMapping, options: { devTemplate: string; secure: boolean }): string {
  const scheme = options.secure ? 'https' : 'http';
  // The Gelderse Handen host serves only /gelderse-handen, so it is never a center's base for links.
  const gelders = mapping.geldersHandenHost?.replace(/^www\./, '') ?? null;
  const exact = Object.entries(mapping.exact).find(([host, s]) => s === slug && host.replace(/^www\./, '') !== gelders)?.[0];
  if (exact) return `${scheme}://${exact}`;
  if (options.devTemplate) return options.devTemplate.replace('{center}', slug);
  const parent = mapping.wildcards[0];
  if (parent) return `${scheme}://${slug}.${parent}`;
  return `${scheme}://${slug}.localhost:3000`;
}
