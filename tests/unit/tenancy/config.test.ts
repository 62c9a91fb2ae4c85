/** Configuration flag layering, the tenancy environment parser and centers' public base URLs. */
import {
  centerBaseUrl,
  DEFAULT_CONFIG_FLAGS,
  DEFAULT_HOST_MAPPING,
  parseHostMapping,
  parseTenancyEnvironment,
  resolveConfigFlags,
  TENANT_KEYS,
  TENANTS,
} from '@/lib/shared/tenancy';
import { resetServerEnvForTests, serverEnv } from '@/server/env';

describe('resolveConfigFlags', () => {
  test('defaults are all off', () => {
    expect(DEFAULT_CONFIG_FLAGS).toEqual({ allowInactiveUsers: false, enableOrganizationsMoving: false, isStagedoos: false });
    expect(Object.isFrozen(DEFAULT_CONFIG_FLAGS)).toBe(true);
  });

  test.each(TENANT_KEYS)('the tenant layer turns enableOrganizationsMoving on (%s)', (key) => {
    expect(resolveConfigFlags(key)).toEqual({ allowInactiveUsers: false, enableOrganizationsMoving: true, isStagedoos: false });
  });

  test('the environment layer overrides both; undefined values do not', () => {
    expect(resolveConfigFlags('demo', { allowInactiveUsers: true })).toEqual({
      allowInactiveUsers: true,
      enableOrganizationsMoving: true,
      isStagedoos: false,
    });
    expect(resolveConfigFlags('meedoen', { enableOrganizationsMoving: false, isStagedoos: true })).toEqual({
      allowInactiveUsers: false,
      enableOrganizationsMoving: false,
      isStagedoos: true,
    });
    expect(resolveConfigFlags('roermond', { allowInactiveUsers: undefined, enableOrganizationsMoving: undefined })).toEqual({
      allowInactiveUsers: false,
      enableOrganizationsMoving: true,
      isStagedoos: false,
    });
  });

  test('the tenants are the five of docs/domain.md with their app names', () => {
    expect(Object.fromEntries(TENANT_KEYS.map((k) => [k, TENANTS[k].appName]))).toEqual({
      oldebroek: 'Vacaturebank Oldebroek',
      roermond: 'Vrijwilligerspunt Roermond',
      meedoen: 'Meedoen',
      demo: 'Demo Vrijwilligerscentrale',
      public: 'Vrijwilligersplatform',
    });
  });
});

describe('parseTenancyEnvironment', () => {
  test('an empty environment gives the default mapping and no flag overrides', () => {
    expect(parseTenancyEnvironment({})).toEqual({
      hostMapping: DEFAULT_HOST_MAPPING,
      configFlags: { allowInactiveUsers: undefined, enableOrganizationsMoving: undefined, isStagedoos: undefined },
    });
  });

  test('flags accept true/false/1/0', () => {
    expect(
      parseTenancyEnvironment({ ALLOW_INACTIVE_USERS: 'true', ENABLE_ORGANIZATIONS_MOVING: '0', IS_STAGEDOOS: '1' }).configFlags,
    ).toEqual({
      allowInactiveUsers: true,
      enableOrganizationsMoving: false,
      isStagedoos: true,
    });
    expect(() => parseTenancyEnvironment({ ALLOW_INACTIVE_USERS: 'yes' })).toThrow();
  });

  test('HOST_MAPPING JSON is merged over the defaults; DEFAULT_CENTER and GELDERSE_HANDEN_HOST override it', () => {
    const env = parseTenancyEnvironment({
      HOST_MAPPING: JSON.stringify({ exact: { 'vrijwilligerswerk.example.nl': 'oost' }, wildcards: ['example.nl'] }),
      DEFAULT_CENTER: 'public',
      GELDERSE_HANDEN_HOST: '',
    });
    expect(env.hostMapping).toEqual({
      ...DEFAULT_HOST_MAPPING,
      exact: { 'vrijwilligerswerk.example.nl': 'oost' },
      wildcards: ['example.nl'],
      defaultCenter: 'public',
      geldersHandenHost: null,
    });
    expect(parseTenancyEnvironment({ GELDERSE_HANDEN_HOST: 'gh.example.nl' }).hostMapping.geldersHandenHost).toBe('gh.example.nl');
  });

  test('bad HOST_MAPPING JSON fails with a clear message', () => {
    expect(() => parseTenancyEnvironment({ HOST_MAPPING: '{exact: nope' })).toThrow('HOST_MAPPING is not valid JSON');
  });

  test('a mapping of the wrong shape is refused', () => {
    expect(() => parseTenancyEnvironment({ HOST_MAPPING: JSON.stringify({ exact: { 'UPPER.example.nl': 'x' } }) })).toThrow();
    expect(() => parseTenancyEnvironment({ HOST_MAPPING: JSON.stringify({ wildcards: 'meedoen.nl' }) })).toThrow();
    expect(() => parseTenancyEnvironment({ DEFAULT_CENTER: 'Not A Slug' })).toThrow();
    expect(() => parseHostMapping({ ...DEFAULT_HOST_MAPPING, exact: { 'host.nl:3000': 'demo' } })).toThrow();
  });

  test('the backend environment reports a bad HOST_MAPPING by name at start-up', () => {
    const saved = process.env.HOST_MAPPING;
    process.env.HOST_MAPPING = '{not json';
    resetServerEnvForTests();
    try {
      expect(() => serverEnv()).toThrow('Invalid tenancy environment: HOST_MAPPING is not valid JSON');
    } finally {
      if (saved === undefined) delete process.env.HOST_MAPPING;
      else process.env.HOST_MAPPING = saved;
      resetServerEnvForTests();
    }
  });
});

describe('centerBaseUrl', () => {
  const dev = { devTemplate: 'http://{center}.localhost:3000', secure: false };
  const prod = { devTemplate: '', secure: true };

  test('the exact domain mapped to the center, https in production', () => {
    expect(centerBaseUrl('oldebroek', DEFAULT_HOST_MAPPING, prod)).toBe('https://vacaturebankoldebroek.nl');
    expect(centerBaseUrl('meedoen', DEFAULT_HOST_MAPPING, prod)).toBe('https://meedoen.nl');
  });

  test('never the Gelderse Handen host, which serves only /gelderse-handen', () => {
    const mapping = { ...DEFAULT_HOST_MAPPING, exact: { 'www.geldersehanden.nl': 'public', ...DEFAULT_HOST_MAPPING.exact } };
    expect(centerBaseUrl('public', mapping, prod)).not.toContain('geldersehanden');
  });

  test('otherwise a subdomain of the first wildcard parent in production', () => {
    expect(centerBaseUrl('oost', DEFAULT_HOST_MAPPING, prod)).toBe('https://oost.meedoen.nl');
  });

  test('the development template when given', () => {
    expect(centerBaseUrl('demo', DEFAULT_HOST_MAPPING, dev)).toBe('http://demo.localhost:3000');
    expect(centerBaseUrl('oost', DEFAULT_HOST_MAPPING, { devTemplate: 'https://{center}.staging.example.nl', secure: true })).toBe(
      'https://oost.staging.example.nl',
    );
  });

  test('*.localhost when there is neither a template nor a wildcard', () => {
    expect(centerBaseUrl('demo', { ...DEFAULT_HOST_MAPPING, wildcards: [] }, { devTemplate: '', secure: false })).toBe(
      'http://demo.localhost:3000',
    );
  });
});
