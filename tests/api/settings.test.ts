/** PATCH /api/v1/volunteer_centers/current: the center's staff update its profile (branding, footer, theme). */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { generateShades } from '@/lib/shared/theme/shades';
import {
  call,
  centerHeaders,
  createCenter,
  createOrganization,
  createUser,
  signIn,
  startTestBackend,
  type Headers,
  type TestBackend,
} from '../support/api';
import { en, expectError, expectForbidden, FORBIDDEN_NL, includedOf, nl } from './helpers';

let backend: TestBackend;
let center: Awaited<ReturnType<typeof createCenter>>;
let otherCenter: Awaited<ReturnType<typeof createCenter>>;
const as: Record<string, Headers> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  center = await createCenter(backend.db, { name: 'Centrale Zuid' });
  otherCenter = await createCenter(backend.db, { name: 'Centrale Noord' });
  const org = await createOrganization(backend.db, center.id);
  const roles = [
    'center_superuser',
    'admin',
    'content_manager',
    'page_manager',
    'organization_superuser',
    'mentor',
    'student',
    'volunteer',
  ] as const;
  for (const role of roles) {
    const user = await createUser(backend.db, center.id, {
      role,
      organizationId: ['organization_superuser', 'mentor', 'student'].includes(role) ? org.id : undefined,
    });
    as[role] = await signIn(backend, center.id, user.email);
  }
  // The logo and favicon the tests save are uploads of this center (another center's would be 404).
  for (const name of ['0123456789abcdef0123456789abcdef.svg', '0123456789abcdef0123456789abcdef.ico'])
    await backend.db
      .insert(schema.uploads)
      .values({ name, volunteerCenterId: center.id, purpose: 'logo', contentType: 'image/png', byteSize: 1, url: `/uploads/${name}` });
  const foreignStaff = await createUser(backend.db, otherCenter.id, { role: 'center_superuser' });
  as.foreignStaff = await signIn(backend, otherCenter.id, foreignStaff.email);
}, 60_000);
afterAll(() => backend.close(), 60_000);

const body = (attributes: Record<string, unknown>, type = 'volunteer_centers') => ({ data: { type, attributes } });
const patch = (headers: Headers, attributes: Record<string, unknown>, type?: string) =>
  call(backend, 'PATCH', '/api/v1/volunteer_centers/current', { headers, body: body(attributes, type) });
const profileOf = async (centerId: number) =>
  (
    await backend.db.select().from(schema.volunteerCenterProfiles).where(eq(schema.volunteerCenterProfiles.volunteerCenterId, centerId))
  )[0]!;

describe('PATCH /api/v1/volunteer_centers/current: success', () => {
  test('a center superuser updates every kind of field; colours are normalised; the answer includes the profile', async () => {
    const primaryShades = generateShades('#0f766e')!;
    const res = await patch(as.center_superuser!, {
      name: 'Vrijwilligerscentrale Zuid',
      website: 'https://zuid.example.org',
      website_logo_url: '/uploads/0123456789abcdef0123456789abcdef.svg',
      website_logo_dark_url: 'https://cdn.example.org/logo-dark.png',
      favicon_url: '/uploads/0123456789abcdef0123456789abcdef.ico',
      gtag_id: 'G-ABC123',
      contact_email: 'info@zuid.example.org',
      contact_phone_number: '+31 (0)30 123 45 67',
      primary_color: '#0F766E',
      primary_color_shades: primaryShades,
      secondary_color: '#f90',
      muted_color: '#64748b',
      background_color: '#ffffff',
      text_color: '#111827',
      custom_color_shades: { accent: generateShades('#be185d') },
      footer_column1_title: 'Over ons',
      footer_column1_content: 'Regel 1\nRegel 2',
      footer_column8_title: 'Contact',
      show_anbi_logo: true,
      show_nov_logo: true,
      theme_config: {
        default_shape: 'straight',
        fonts: { sans: 'nunito', heading: 'montserrat' },
        css_variables: { '--hero-height': '24rem', '--brand-shadow': '0 1px 2px rgb(0 0 0 / 0.2)' },
        header: {
          full_width: true,
          variant: 'legacy',
          sticky: false,
          language_toggle: false,
          center_menu_items: true,
          menu_item_font_class: ' font-heading   uppercase ',
        },
        footer: { variant: 'legacy' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      type: 'volunteer_centers',
      id: String(center.id),
      attributes: { name: 'Centrale Zuid', slug: center.slug },
    });
    const [profile] = includedOf(res.json, 'volunteer_center_profiles') as unknown as { attributes: Record<string, unknown> }[];
    expect(profile!.attributes).toMatchObject({
      name: 'Vrijwilligerscentrale Zuid',
      primary_color: '#0f766e',
      secondary_color: '#ff9900',
      primary_color_shades: primaryShades,
      show_anbi_logo: true,
      footer_column1_content: 'Regel 1\nRegel 2',
      theme_config: {
        default_shape: 'straight',
        fonts: { sans: 'nunito', heading: 'montserrat' },
        css_variables: { '--hero-height': '24rem' },
        header: { variant: 'legacy', menu_item_font_class: 'font-heading uppercase', center_menu_items: true },
        footer: { variant: 'legacy' },
      },
    });
    const row = await profileOf(center.id);
    expect(row.themeConfig.cssVariables).toEqual({ '--hero-height': '24rem', '--brand-shadow': '0 1px 2px rgb(0 0 0 / 0.2)' });
    expect(row.customColorShades?.accent?.['500']).toBe('#be185d');

    // The public read shows it at once.
    const read = await call(backend, 'GET', '/api/v1/volunteer_centers/current?include=profile', { headers: centerHeaders(center.id) });
    expect(includedOf(read.json, 'volunteer_center_profiles')[0]).toMatchObject({ attributes: { primary_color: '#0f766e' } });
  });

  test('absent attributes stay, empty strings and null clear; the profile type works as well; audit-logged', async () => {
    const res = await patch(as.admin!, { website: '', gtag_id: null, footer_column8_title: '  ' }, 'volunteer_center_profiles');
    expect(res.status).toBe(200);
    const row = await profileOf(center.id);
    expect(row).toMatchObject({
      website: null,
      gtagId: null,
      footerColumn8Title: null,
      name: 'Vrijwilligerscentrale Zuid',
      primaryColor: '#0f766e',
    });
    const entries = await backend.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.volunteerCenterId, center.id), eq(schema.auditLog.action, 'volunteer_center.profile.update')));
    expect(entries.length).toBe(2);
    expect(entries.map((e) => e.data)).toContainEqual({ fields: ['footer_column8_title', 'gtag_id', 'website'] });
    // The other center is untouched.
    expect((await profileOf(otherCenter.id)).name).toBe('Centrale Noord');
  });

  test("the scope is the center of the request: another center's staff change only their own", async () => {
    const res = await patch(as.foreignStaff!, { primary_color: '#123456' });
    expect(res.status).toBe(200);
    expect((await profileOf(otherCenter.id)).primaryColor).toBe('#123456');
    expect((await profileOf(center.id)).primaryColor).toBe('#0f766e');
    // Their token with this center's scope is the wrong center.
    const wrong = await patch({ ...as.foreignStaff!, ...centerHeaders(center.id) }, { primary_color: '#654321' });
    expect(wrong.status).toBe(401);
    expect((await profileOf(center.id)).primaryColor).toBe('#0f766e');
  });

  test('a center without a profile row gets one', async () => {
    const bare = await createCenter(backend.db, { name: 'Kaal' });
    await backend.db.delete(schema.volunteerCenterProfiles).where(eq(schema.volunteerCenterProfiles.volunteerCenterId, bare.id));
    const staff = await createUser(backend.db, bare.id, { role: 'center_superuser' });
    const res = await patch(await signIn(backend, bare.id, staff.email), { show_nov_logo: true });
    expect(res.status).toBe(200);
    expect(await profileOf(bare.id)).toMatchObject({ name: 'Kaal', showNovLogo: true });
  });
});

describe('PATCH /api/v1/volunteer_centers/current: validation (422, nothing written)', () => {
  const unchanged = async () => expect((await profileOf(center.id)).primaryColor).toBe('#0f766e');

  test('a bad hex colour', async () => {
    const res = await patch(as.center_superuser!, { primary_color: 'red', text_color: '#12345' });
    const error = expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/primary_color' });
    expect(error.detail).toBe('Moet een hexadecimale kleur zijn zoals #1d4ed8');
    expect(res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain('/data/attributes/text_color');
    await unchanged();
  });

  test('incomplete shades point at the missing key; a bad shade value and an unknown key too', async () => {
    const shades = generateShades('#0f766e')! as Record<string, string>;
    const { '950': _dropped, ...incomplete } = shades;
    void _dropped;
    const res = await call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
      headers: { ...as.center_superuser!, ...en },
      body: body({
        primary_color: '#000000',
        primary_color_shades: incomplete,
        secondary_color_shades: { ...shades, '500': 'blue', '1000': '#000000' },
      }),
    });
    const error = expectError(res, 422, 'invalidAttribute', { pointer: '/data/attributes/primary_color_shades/950' });
    expect(error.detail).toContain('Shade 950 is missing');
    const pointers = res.json.errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/data/attributes/secondary_color_shades/500', '/data/attributes/secondary_color_shades/1000']),
    );
    expect(
      await call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
        headers: as.center_superuser!,
        body: body({ muted_color_shades: 'all' }),
      }),
    ).toMatchObject({ status: 422 });
    await unchanged();
  });

  test('injected CSS variables are refused, by name and by value', async () => {
    const cases: [string, string][] = [
      ['--x', 'red;}body{display:none'],
      ['--y', 'url(https://evil.example/track.png)'],
      ['--z', '</style><script>alert(1)</script>'],
      ['--c', 'red /* comment */'],
      ['--e', '\\65 xpression(alert(1))'],
      ['--i', '@import "x.css"'],
      ['color', 'red'],
      ['--color-primary-500', '#ff0000'],
      ['--radius', '0px'],
    ];
    for (const [name, value] of cases) {
      const res = await patch(as.center_superuser!, { theme_config: { css_variables: { [name]: value } } });
      expectError(res, 422, 'invalidAttribute', { pointer: `/data/attributes/theme_config/css_variables/${name}` });
    }
    const row = await profileOf(center.id);
    expect(row.themeConfig.cssVariables).toEqual({ '--hero-height': '24rem', '--brand-shadow': '0 1px 2px rgb(0 0 0 / 0.2)' });
  });

  test('an unknown font, shape, variant or menu item class; unknown theme options', async () => {
    const font = await patch(as.center_superuser!, { theme_config: { fonts: { sans: 'comic-sans' } } });
    const error = expectError(font, 422, 'invalidAttribute', { pointer: '/data/attributes/theme_config/fonts/sans' });
    expect(error.detail).toContain('inter');
    expectError(await patch(as.center_superuser!, { theme_config: { default_shape: 'round' } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/theme_config/default_shape',
    });
    expectError(await patch(as.center_superuser!, { theme_config: { header: { variant: 'mega' } } }), 422, 'invalidAttribute', {
      pointer: '/data/attributes/theme_config/header/variant',
    });
    expectError(
      await patch(as.center_superuser!, { theme_config: { header: { menu_item_font_class: 'font-bold" onclick="x' } } }),
      422,
      'invalidAttribute',
      {
        pointer: '/data/attributes/theme_config/header/menu_item_font_class',
      },
    );
    expectError(
      await patch(as.center_superuser!, { theme_config: { header: { menu_item_font_class: 'bg-red-500' } } }),
      422,
      'invalidAttribute',
    );
    expectError(await patch(as.center_superuser!, { theme_config: { sidebar: {} } }), 422, 'unknownAttribute', {
      pointer: '/data/attributes/theme_config/sidebar',
    });
    expect((await profileOf(center.id)).themeConfig.fonts).toEqual({ sans: 'nunito', heading: 'montserrat' });
  });

  test('other fields: url protocol, e-mail, gtag, phone, logo location, custom colour name, booleans, unknown attribute, too long', async () => {
    const expectations: [Record<string, unknown>, string, string][] = [
      [{ website: 'javascript:alert(1)' }, 'invalidAttribute', '/data/attributes/website'],
      [{ contact_email: 'nope' }, 'invalidAttribute', '/data/attributes/contact_email'],
      [{ gtag_id: "G-1');alert(1)//" }, 'invalidAttribute', '/data/attributes/gtag_id'],
      [{ contact_phone_number: 'bel me' }, 'invalidAttribute', '/data/attributes/contact_phone_number'],
      [{ website_logo_url: 'javascript:alert(1)' }, 'invalidAttribute', '/data/attributes/website_logo_url'],
      [{ favicon_url: '/uploads/../../etc/passwd' }, 'invalidAttribute', '/data/attributes/favicon_url'],
      [{ custom_color_shades: { primary: generateShades('#000000') } }, 'invalidAttribute', '/data/attributes/custom_color_shades/primary'],
      [{ show_anbi_logo: 'yes' }, 'invalidAttribute', '/data/attributes/show_anbi_logo'],
      [{ name: '' }, 'invalidAttribute', '/data/attributes/name'],
      [{ footer_column5_title: 'Vijf' }, 'unknownAttribute', '/data/attributes/footer_column5_title'],
      [{ footer_column2_content: 'x'.repeat(5001) }, 'invalidAttribute', '/data/attributes/footer_column2_content'],
    ];
    for (const [attributes, code, pointer] of expectations)
      expectError(await patch(as.center_superuser!, attributes), 422, code, { pointer });
    await unchanged();
  });

  test('a wrong resource type is 409, a non-JSON body 415', async () => {
    expectError(await patch(as.center_superuser!, { name: 'X Y' }, 'organizations'), 409, 'typeMismatch');
    const res = await call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
      headers: as.center_superuser!,
      rawBody: 'name=x',
      contentType: 'text/plain',
    });
    expectError(res, 415, 'unsupportedMediaType');
  });
});

describe('PATCH /api/v1/volunteer_centers/current: who may', () => {
  test('signed out: 401', async () => {
    const res = await patch(centerHeaders(center.id), { primary_color: '#000000' });
    expectError(res, 401, 'unauthorized');
  });

  test.each(['content_manager', 'page_manager', 'organization_superuser', 'mentor', 'student', 'volunteer'])(
    '%s: 403, nothing changes',
    async (role) => {
      const res = await call(backend, 'PATCH', '/api/v1/volunteer_centers/current', {
        headers: { ...as[role]!, ...nl },
        body: body({ primary_color: '#000000' }),
      });
      expect(expectForbidden(res).detail).toBe(FORBIDDEN_NL);
      expect((await profileOf(center.id)).primaryColor).toBe('#0f766e');
    },
  );

  test('403 comes before validation: a denied role learns nothing about the body', async () => {
    expectForbidden(await patch(as.volunteer!, { primary_color: 'not a colour' }));
  });
});
