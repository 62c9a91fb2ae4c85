/**
 * Host mapping: which volunteer center a request host belongs to (DOMAIN.md).
 * Pure and validated; the proxy and the backend both build it from their own environment module.
 */
import { z } from 'zod';

const hostName = z
  .string()
  .min(1)
  .regex(/^[a-z0-9.-]+$/, 'a lower-case host name without port or scheme');
const centerSlug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a center slug (a-z, 0-9 and -)');

export const hostMappingSchema = z.object({
  /** Exact host -> center slug, e.g. { "vacaturebankoldebroek.nl": "oldebroek" }. */
  exact: z.record(hostName, centerSlug),
  /** Wildcard parents: "meedoen.nl" maps "<slug>.meedoen.nl" to the center whose slug is the subdomain. */
  wildcards: z.array(hostName),
  /** Development: "<slug>.localhost" maps to that center. */
  localhostSubdomains: z.boolean(),
  /** Center for a host that is not mapped. */
  defaultCenter: centerSlug,
  /** The Gelderse Handen host serves only /gelderse-handen; null when not configured. */
  geldersHandenHost: hostName.nullable(),
});
export type HostMapping = z.infer<typeof hostMappingSchema>;

export const DEFAULT_HOST_MAPPING: HostMapping = {
  exact: {
    'vacaturebankoldebroek.nl': 'oldebroek',
    'vrijwilligerspuntroermond.nl': 'roermond',
    'meedoen.nl': 'meedoen',
    'vrijwilligersplatform.nl': 'public',
  },
  wildcards: ['meedoen.nl', 'vrijwilligersplatform.nl'],
  localhostSubdomains: true,
  defaultCenter: 'demo',
  geldersHandenHost: 'geldersehanden.nl',
};

export function parseHostMapping(value: unknown): HostMapping {
  return hostMappingSchema.parse(value);
}

/** Lower-cases and strips the port: "Demo.LocalHost:3000" -> "demo.localhost". */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  const first = host.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.replace(/:\d+$/, '').replace(/\.$/, '');
}
