/**
 * Notification templates, failed mail and the digest's unsubscribe (docs/authorization.md "Notification templates"):
 * the site's managers (admin, center_superuser, content_manager) edit the mail texts; center staff see and retry
 * failed mail; the digest's one-click unsubscribe needs only the mailed token.
 */
import { and, eq } from 'drizzle-orm';
import * as schema from '@/server/db/schema';
import { hashSecret, newSecret } from '@/server/auth/tokens';
import type { Row } from '../types';
import { centerOf, unique, type Side, type World } from '../world';

const STAFF = ['admin', 'center_superuser'] as const;
const SITE = [...STAFF, 'content_manager'] as const;
const PUBLIC = { allow: 'everyone', signedOut: '2xx' } as const;

const resource = (type: string, attributes: Record<string, unknown>, id?: number) => ({
  data: { type, ...(id === undefined ? {} : { id: String(id) }), attributes },
});

/** The side's template for "applicationRejected" in Dutch, made if missing (one per center, key and language). */
async function templateOf(world: World, side: Side) {
  const [row] = await world.backend.db
    .insert(schema.notificationTemplates)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      key: 'applicationRejected',
      locale: 'nl',
      name: 'Afgewezen',
      subject: 'Over {{vacancy}}',
      body: 'Hallo {{name}}',
    })
    .onConflictDoUpdate({
      target: [schema.notificationTemplates.volunteerCenterId, schema.notificationTemplates.key, schema.notificationTemplates.locale],
      set: { subject: 'Over {{vacancy}}' },
    })
    .returning();
  return row!;
}

async function failedMailOf(world: World, side: Side) {
  const [row] = await world.backend.db
    .insert(schema.emailOutbox)
    .values({
      volunteerCenterId: centerOf(world, side).id,
      toAddress: `failed-${unique()}@matrix.test`,
      subject: 'Onderwerp',
      textBody: 'tekst',
      htmlBody: '<p>tekst</p>',
      template: 'applicationAccepted',
      locale: 'nl',
      status: 'failed',
      error: '550 User unknown',
      attempts: 8,
    })
    .returning();
  return row!;
}

let digestDay = 0;

async function digestTokenOf(world: World, side: Side) {
  const token = newSecret();
  const userId = side === 'A' ? world.actors.volunteer.user.id : world.staffB.id;
  await world.backend.db.insert(schema.digestDeliveries).values({
    userId,
    digestOn: new Date(Date.UTC(2020, 0, 1) + ++digestDay * 86_400_000).toISOString().slice(0, 10),
    unsubscribeTokenHash: hashSecret(token),
  });
  return token;
}

export const NOTIFICATION_TEMPLATES_ROWS: readonly Row[] = [
  {
    endpoint: 'GET /api/v1/notification_templates',
    allow: SITE,
    otherCenter: 'n/a',
    request: () => ({ path: '/api/v1/notification_templates' }),
  },
  {
    endpoint: 'POST /api/v1/notification_templates',
    allow: SITE,
    otherCenter: 'n/a',
    note: 'one template per key and language: the cell first removes the one a previous cell made',
    async request({ world }) {
      await world.backend.db
        .delete(schema.notificationTemplates)
        .where(
          and(
            eq(schema.notificationTemplates.volunteerCenterId, world.a.id),
            eq(schema.notificationTemplates.key, 'formInvitation'),
            eq(schema.notificationTemplates.locale, 'en'),
          ),
        );
      return { path: '/api/v1/notification_templates', body: resource('notification_templates', { key: 'formInvitation', locale: 'en' }) };
    },
  },
  {
    endpoint: 'POST /api/v1/notification_templates/preview',
    allow: SITE,
    otherCenter: 'n/a',
    request: () => ({
      path: '/api/v1/notification_templates/preview',
      body: resource('notification_templates', {
        key: 'applicationAccepted',
        locale: 'nl',
        subject: 'Over {{vacancy}}',
        body: 'Hallo {{name}}',
      }),
    }),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/notification_templates/:id`,
    allow: SITE,
    async request({ world, side }) {
      const row = await templateOf(world, side);
      return {
        path: `/api/v1/notification_templates/${row.id}`,
        ...(method === 'PATCH' ? { body: resource('notification_templates', { active: false }, row.id) } : {}),
      };
    },
  })),
  {
    endpoint: 'POST /api/v1/notification_templates/:id/test_mail',
    allow: SITE,
    async request({ world, side }) {
      const row = await templateOf(world, side);
      return { path: `/api/v1/notification_templates/${row.id}/test_mail`, body: resource('notification_templates', {}, row.id) };
    },
  },
  {
    endpoint: 'GET /api/v1/failed_mails',
    allow: STAFF,
    otherCenter: 'n/a',
    note: "the list holds the viewer's center's rows only (tests/api/notification-templates.test.ts)",
    request: () => ({ path: '/api/v1/failed_mails' }),
  },
  {
    endpoint: 'POST /api/v1/failed_mails/:id/retry',
    allow: STAFF,
    async request({ world, side }) {
      return { path: `/api/v1/failed_mails/${(await failedMailOf(world, side)).id}/retry` };
    },
  },
  ...(['GET', 'POST'] as const).map((method): Row => ({
    endpoint: `${method} /api/v1/digest/unsubscribe`,
    ...PUBLIC,
    note: 'the token of the mail is the credential; another center does not know it',
    async request({ world, side }) {
      return { path: `/api/v1/digest/unsubscribe?token=${await digestTokenOf(world, side)}` };
    },
  })),
];
