/**
 * /api/v1/failed_mails (docs/api.md, "Failed mail"; docs/domain.md#failed-mail): the center's mail that the delivery
 * job gave up on after its last attempt (email_outbox rows with status `failed`), for center staff: template,
 * recipient, subject, error and attempts, never the body. POST /:id/retry puts one back in the queue as new (attempts
 * 0, due now), while its body is still kept; afterwards it cannot be sent again (422). Another center's mail: 404.
 */
import { Hono, type Context } from 'hono';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { failedMailPolicy } from '../../policies/notification-templates';
import { emailOutbox } from '../../db/schema';
import { collection, document, resource } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';

export const failedMailRoutes = new Hono<AppEnv>();

const listSpec = { sorts: ['created_at'], defaultSort: '-created_at', page: { defaultSize: 25, maxSize: 100 } } as const;

const columns = {
  id: emailOutbox.id,
  template: emailOutbox.template,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  locale: emailOutbox.locale,
  status: emailOutbox.status,
  error: emailOutbox.error,
  attempts: emailOutbox.attempts,
  createdAt: emailOutbox.createdAt,
  retryable: isNotNull(emailOutbox.textBody),
};

type FailedMailRow = {
  id: number;
  template: string;
  toAddress: string;
  subject: string;
  locale: string;
  status: string;
  error: string | null;
  attempts: number;
  createdAt: Date;
  retryable: boolean | unknown;
};

const failedMailResource = (row: FailedMailRow) =>
  resource({ type: 'failed_mails', id: row.id, attributes: { ...row, id: undefined, retryable: Boolean(row.retryable) } });

function staff(c: Context<AppEnv>) {
  authorize(failedMailPolicy.manage(requireViewer(c)));
  return c.get('scope').center.id;
}

failedMailRoutes.get('/', async (c) => {
  const centerId = staff(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const where = and(eq(emailOutbox.volunteerCenterId, centerId), eq(emailOutbox.status, 'failed'));
  const db = c.get('deps').db;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(q.page.size)
      .offset(q.page.offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return json(c, collection(rows.map(failedMailResource), { number: q.page.number, size: q.page.size, total: Number(total?.n ?? 0) }, url));
});

failedMailRoutes.post('/:id/retry', async (c) => {
  const centerId = staff(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const mine = and(eq(emailOutbox.id, id), eq(emailOutbox.volunteerCenterId, centerId), eq(emailOutbox.status, 'failed'));
  const [row] = await deps.db.select(columns).from(emailOutbox).where(mine);
  if (!row) throw notFound('failed mail');
  if (!row.retryable)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('failedMailApi.errors.scrubbed'),
      source: { pointer: '/data' },
    });
  // Only a row that is still `failed` is put back (two clicks, two staff members: one retry).
  const [queued] = await deps.db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: deps.now() })
    .where(and(mine, isNotNull(emailOutbox.textBody)))
    .returning(columns);
  if (!queued) throw notFound('failed mail');
  deps.mailer.kick?.();
  return json(c, document(failedMailResource(queued)));
});
