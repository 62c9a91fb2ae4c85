/** The deterministic demo data of docs/domain.md: what a developer sees on first start. */
import type { ThemeConfig } from '@/domain/centers';
import type { OrganizationStatus, OrganizationType } from '@/domain/organizations';
import type { RoleName } from '@/domain/roles';

export const DEMO_PASSWORD = 'Welkom123!';

export interface DemoCenter {
  slug: string;
  tenantKey: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  mutedColor: string;
  theme: ThemeConfig;
  footer: { col1: [string, string]; col2: [string, string]; col3: [string, string] };
  anbi: boolean;
  nov: boolean;
}

const footer = (town: string, email: string): DemoCenter['footer'] => ({
  col1: ['Contact', `Vrijwilligerscentrale ${town}\nMarktplein 1\n${email}`],
  col2: ['Voor organisaties', 'Vacature plaatsen\nAdvies en training\nVrijwilligerspool'],
  col3: ['Voor vrijwilligers', 'Vacaturebank\nActiviteitenkalender\nVeelgestelde vragen'],
});

export const DEMO_CENTERS: DemoCenter[] = [
  {
    slug: 'demo',
    tenantKey: 'demo',
    name: 'Demo Vrijwilligerscentrale',
    primaryColor: '#1d4ed8',
    secondaryColor: '#f59e0b',
    mutedColor: '#64748b',
    theme: {
      defaultShape: 'rounded',
      fonts: { sans: 'inter', heading: 'inter' },
      header: { variant: 'tab', sticky: true, languageToggle: true },
    },
    footer: footer('Demo', 'info@demo.test'),
    anbi: true,
    nov: true,
  },
  {
    slug: 'demo-oost',
    tenantKey: 'demo',
    name: 'Demo Vrijwilligerscentrale Oost',
    primaryColor: '#7c3aed',
    secondaryColor: '#10b981',
    mutedColor: '#6b7280',
    theme: { defaultShape: 'rounded', fonts: { sans: 'nunito', heading: 'nunito' } },
    footer: footer('Oost', 'oost@demo.test'),
    anbi: false,
    nov: true,
  },
  {
    slug: 'oldebroek',
    tenantKey: 'oldebroek',
    name: 'Vacaturebank Oldebroek',
    primaryColor: '#15803d',
    secondaryColor: '#ca8a04',
    mutedColor: '#57534e',
    theme: { defaultShape: 'straight', fonts: { sans: 'nunito', heading: 'montserrat' }, header: { variant: 'legacy', fullWidth: true } },
    footer: footer('Oldebroek', 'info@oldebroek.test'),
    anbi: true,
    nov: false,
  },
  {
    slug: 'roermond',
    tenantKey: 'roermond',
    name: 'Vrijwilligerspunt Roermond',
    primaryColor: '#b91c1c',
    secondaryColor: '#0369a1',
    mutedColor: '#71717a',
    theme: { defaultShape: 'rounded', fonts: { sans: 'montserrat', heading: 'montserrat' }, header: { centerMenuItems: true } },
    footer: footer('Roermond', 'info@roermond.test'),
    anbi: false,
    nov: true,
  },
  {
    slug: 'meedoen',
    tenantKey: 'meedoen',
    name: 'Meedoen',
    primaryColor: '#c2410c',
    secondaryColor: '#1e3a8a',
    mutedColor: '#78716c',
    theme: { defaultShape: 'rounded', fonts: { sans: 'inter', heading: 'source-serif' }, footer: { variant: 'legacy' } },
    footer: footer('Meedoen', 'info@meedoen.test'),
    anbi: true,
    nov: true,
  },
  {
    slug: 'public',
    tenantKey: 'public',
    name: 'Vrijwilligersplatform',
    primaryColor: '#0f766e',
    secondaryColor: '#be185d',
    mutedColor: '#64748b',
    theme: { defaultShape: 'straight', fonts: { sans: 'inter', heading: 'montserrat' } },
    footer: footer('Nederland', 'info@vrijwilligersplatform.test'),
    anbi: false,
    nov: false,
  },
];

export interface DemoOrganization {
  name: string;
  type: OrganizationType;
  status: OrganizationStatus;
  city: string;
  description: string;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Voedselbank Demo',
    type: 'NonProfit',
    status: 'approved',
    city: 'Demodorp',
    description: 'Wij verdelen voedselpakketten onder gezinnen die het even moeilijk hebben.',
  },
  {
    name: 'Buurthuis De Linde',
    type: 'NonProfit',
    status: 'approved',
    city: 'Demodorp',
    description: 'Ontmoeting, activiteiten en een kop koffie voor iedereen in de wijk.',
  },
  {
    name: 'Stichting Taalmaatjes',
    type: 'NonProfit',
    status: 'pending',
    city: 'Demostad',
    description: 'Vrijwilligers helpen nieuwkomers met het leren van de Nederlandse taal.',
  },
  {
    name: 'Zorgboerderij Het Erf',
    type: 'NonProfit',
    status: 'denied',
    city: 'Demostad',
    description: 'Dagbesteding op de boerderij voor mensen met een beperking.',
  },
  {
    name: 'Muziekvereniging Crescendo',
    type: 'NonProfit',
    status: 'archived',
    city: 'Demodorp',
    description: 'Harmonieorkest met een jeugdopleiding.',
  },
  { name: 'Sportclub Oud Demo', type: 'NonProfit', status: 'deleted', city: 'Demodorp', description: 'Opgeheven sportvereniging.' },
  {
    name: 'Vrijwilligerscentrale Demo',
    type: 'VolunteerCenter',
    status: 'approved',
    city: 'Demodorp',
    description: 'Het steunpunt voor vrijwilligerswerk in de gemeente Demo.',
  },
  {
    name: 'Demo College',
    type: 'School',
    status: 'approved',
    city: 'Demostad',
    description: 'Middelbare school met een maatschappelijke stage voor alle leerlingen.',
  },
];

/** One user per role in the demo center: <role>@demo.test. */
export const DEMO_USERS: { role: RoleName; firstName: string; lastName: string; organization?: string }[] = [
  { role: 'admin', firstName: 'Anna', lastName: 'Admin' },
  { role: 'center_superuser', firstName: 'Cees', lastName: 'Centrum' },
  { role: 'content_manager', firstName: 'Carla', lastName: 'Content' },
  { role: 'page_manager', firstName: 'Pieter', lastName: 'Pagina' },
  { role: 'organization_superuser', firstName: 'Olga', lastName: 'Organisatie', organization: 'Voedselbank Demo' },
  { role: 'mentor', firstName: 'Mark', lastName: 'Mentor', organization: 'Demo College' },
  { role: 'student', firstName: 'Sara', lastName: 'Student', organization: 'Demo College' },
  { role: 'volunteer', firstName: 'Vera', lastName: 'Vrijwilliger' },
];

export const NON_PROFIT_TYPES = [
  { key: 'care', nameNl: 'Zorg en welzijn', nameEn: 'Care and welfare' },
  { key: 'sports', nameNl: 'Sport en recreatie', nameEn: 'Sports and recreation' },
  { key: 'culture', nameNl: 'Kunst en cultuur', nameEn: 'Arts and culture' },
  { key: 'education', nameNl: 'Onderwijs', nameEn: 'Education' },
  { key: 'nature', nameNl: 'Natuur en milieu', nameEn: 'Nature and environment' },
];

export const ACTIVITY_TYPES = [
  { key: 'companionship', nameNl: 'Gezelschap', nameEn: 'Companionship' },
  { key: 'transport', nameNl: 'Vervoer', nameEn: 'Transport' },
  { key: 'language', nameNl: 'Taal', nameEn: 'Language' },
  { key: 'events', nameNl: 'Evenementen', nameEn: 'Events' },
  { key: 'administration', nameNl: 'Administratie', nameEn: 'Administration' },
];
