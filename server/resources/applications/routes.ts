/**
 * Applications: POST /vacancies/{id}/applications (signed in, or a guest confirmed by e-mail),
 * POST /applications/confirm, GET /applications, GET|PATCH /applications/{id}, POST /applications/{id}/withdraw.
 * Mounted at /api/v1 with full paths, next to (not inside) the vacancies router.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv, Viewer } from '../../context';
import { hashSecret, newSecret } from '../../auth/tokens';
import { requireViewer } from '../../middleware/auth';
import { applicationPolicy } from '../../policies/applications';
import { readPlain, readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { listSpec, applicationUpdate, confirmBody, guestApplication, memberApplication } from './schemas';
import { sendApplicationReceived, sendDecision, sendGuestConfirmation } from './mails';
import { applicationResource, type ApplicationView } from './serializers';
import * as service from './service';
import { addressBucket } from '../../net/client-address';

export const applicationRoutes = new Hono<AppEnv>();

const TYPES = ['applications', 'application'] as const;

/**
 * A guest application mails any address it is given: limited per address and per client like the other calls
 * that send mail to strangers, so the form cannot be used to flood someone's inbox.
 */
const GUEST_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  perIp: { limit: 30, windowMs: 60 * 60_000 },
} as const;

async function limitGuest(c: Context<AppEnv>, email: string) {
  const { rateLimiter } = c.get('deps');
  const results = await Promise.all([
    rateLimiter.hit(`application:email:${email.trim().toLowerCase()}`, GUEST_LIMITS.perEmail.limit, GUEST_LIMITS.perEmail.windowMs),
    rateLimiter.hit(`application:ip:${addressBucket(c.get('ip'))}`, GUEST_LIMITS.perIp.limit, GUEST_LIMITS.perIp.windowMs),
  ]);
  const blocked = results.find((r) => !r.allowed);
  if (blocked) {
    const seconds = blocked.retryAfterSeconds;
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }
}

const show = (viewer: Viewer | null, app: ApplicationView) =>
  applicationResource(app, {
    showInternalNote: applicationPolicy.manage(viewer, app),
    withdrawable: applicationPolicy.withdraw(viewer, app),
  });

applicationRoutes.post('/vacancies/:id/applications', async (c) => {
  const vacancyId = parseId(c.req.param('id'));
  const viewer = c.get('viewer');
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const t = c.get('t');
  const now = deps.now();
  authorize(applicationPolicy.create());
  // The body is read before the vacancy so that a malformed request is reported as such.
  const input = viewer
    ? { kind: 'member' as const, attrs: await readResource(c, { types: TYPES, attributes: memberApplication }) }
    : { kind: 'guest' as const, attrs: await readResource(c, { types: TYPES, attributes: guestApplication }) };
  await service.openVacancyOrThrow(deps.db, { centerId: center.id, id: vacancyId, now }, t);
  if (input.kind === 'guest') await limitGuest(c, input.attrs.email);

  const token = input.kind === 'guest' ? newSecret() : null;
  const row = await service.createApplication(
    deps.db,
    input.kind === 'member'
      ? {
          centerId: center.id,
          vacancyId,
          userId: viewer!.user.id,
          firstName: viewer!.user.firstName,
          lastName: viewer!.user.lastName,
          email: viewer!.user.email,
          phoneNumber: input.attrs.phoneNumber?.trim() || viewer!.user.phoneNumber,
          message: input.attrs.message ?? '',
          locale: viewer!.user.locale,
          confirmationTokenHash: null,
          now,
        }
      : {
          centerId: center.id,
          vacancyId,
          userId: null,
          ...input.attrs,
          // Guests have no account: the language they applied in is the one they are answered in.
          locale: c.get('locale'),
          confirmationTokenHash: hashSecret(token!),
          now,
        },
    t,
  );
  const app = await loadAny(c, row.id);
  if (token) await sendGuestConfirmation(deps, center, app, token);
  else await sendApplicationReceived(deps, center, app);
  // A guest sees what they sent (it is theirs), but no one else's fields.
  return json(c, document(show(viewer, app), { meta: { confirmationRequired: token !== null } }), 201);
});

/** Right after writing: the row regardless of confirmation (the guest's own, unconfirmed one included). */
async function loadAny(c: Context<AppEnv>, id: number): Promise<ApplicationView> {
  const { rows } = await service.listApplications(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    scope: { all: true, userId: 0, organizationIds: [], mentorId: null },
    sort: [],
    limit: 1,
    offset: 0,
    ids: [id],
    includeUnconfirmed: true,
  });
  const app = rows[0];
  if (!app) throw new Error(`application ${id} vanished`);
  return app;
}

/** POST /applications/confirm {token}: the guest's mailed link; the organization is told only now. */
applicationRoutes.post('/applications/confirm', async (c) => {
  const { token } = await readPlain(c, confirmBody);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const id = await service.confirmApplication(deps.db, { centerId: center.id, tokenHash: hashSecret(token), now: deps.now() }, c.get('t'));
  const app = await loadAny(c, id);
  await sendApplicationReceived(deps, center, app);
  return json(c, document(show(null, app)));
});

applicationRoutes.get('/applications', async (c) => {
  const viewer = requireViewer(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total } = await service.listApplications(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    scope: applicationPolicy.listScope(viewer),
    states: q.filter.status,
    vacancyId: q.filter.vacancy_id,
    organizationId: q.filter.organization_id,
    createdBefore:
      q.filter.waiting_days === undefined ? undefined : new Date(c.get('deps').now().getTime() - q.filter.waiting_days * 24 * 3600_000),
    sort: q.sort,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(
    c,
    collection(
      rows.map((app) => show(viewer, app)),
      { number: q.page.number, size: q.page.size, total },
      url,
    ),
  );
});

/** An application of this center the viewer may read: another center's is 404, someone else's 403. */
async function readable(c: Context<AppEnv>, id: number) {
  const viewer = requireViewer(c);
  const app = await service.getApplicationOrThrow(c.get('deps').db, { centerId: c.get('scope').center.id, id });
  authorize(applicationPolicy.read(viewer, app));
  return { viewer, app };
}

applicationRoutes.get('/applications/:id', async (c) => {
  const { viewer, app } = await readable(c, parseId(c.req.param('id')));
  return json(c, document(show(viewer, app)));
});

applicationRoutes.patch('/applications/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const { viewer, app } = await readable(c, id);
  authorize(applicationPolicy.manage(viewer, app));
  const attrs = await readResource(c, { types: TYPES, id, attributes: applicationUpdate });
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const { before, after } = await service.updateApplication(deps.db, { centerId: center.id, id, now: deps.now() }, attrs, c.get('t'));
  const updated = { ...app, ...after };
  if (before.status !== after.status) await sendDecision(deps, center, updated);
  return json(c, document(show(viewer, updated)));
});

applicationRoutes.post('/applications/:id/withdraw', async (c) => {
  const id = parseId(c.req.param('id'));
  const { viewer, app } = await readable(c, id);
  authorize(applicationPolicy.withdraw(viewer, app));
  const deps = c.get('deps');
  const centerId = c.get('scope').center.id;
  await service.withdrawApplication(deps.db, { centerId, id, now: deps.now() }, c.get('t'));
  return json(c, document(show(viewer, await service.getApplicationOrThrow(deps.db, { centerId, id }))));
});
