/**
 * Shifts and sign-ups (docs/api.md "Shifts", docs/domain.md#shifts), mounted at /api/v1 with full paths:
 * /shifts (list, read, create, change, cancel), /shifts/{id}/signups (sign up; who comes, also as CSV),
 * /shift_signups (one's own; cancel; the guest's confirmation link; the mailed cancel link).
 */
import { cacheTags } from '@/lib/shared/cache-tags';
import { invalidateAfterWrite } from '../../middleware/invalidate-after-write';
import { Hono, type Context } from 'hono';
import { toCsv } from '@/lib/shared/analytics/csv';
import type { AppEnv, Viewer } from '../../context';
import { hashSecret, newSecret } from '../../auth/tokens';
import { requireViewer } from '../../middleware/auth';
import { shiftPolicy } from '../../policies/shifts';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { addressBucket } from '../../net/client-address';
import { cancelHashOf, sendGuestConfirmation, sendShiftMails } from './mails';
import {
  guestSignup,
  listSpec,
  memberSignup,
  ownSignupListSpec,
  SHIFT_TYPES,
  shiftCreate,
  shiftUpdate,
  SIGNUP_TYPES,
  signupListSpec,
  tokenBody,
} from './schemas';
import { managedSignupResource, ownSignupResource, shiftResource } from './serializers';
import * as service from './service';

export const shiftRoutes = new Hono<AppEnv>();
// The activity calendar's workshop dates are cached with the center's vacancies: a shift's creation, change or
// cancellation names that tag. Sign-ups do not (they change no date), and must not: naming a tag inside the server
// action of the shift picker would make Next refresh the page under the visitor's sign-up outcome.
const SIGNUP_PATH = /\/signups$|\/shift_signups(?:\/|$)/;
shiftRoutes.use(
  '*',
  invalidateAfterWrite((c) => (SIGNUP_PATH.test(c.req.path) ? [] : [cacheTags.vacancies(c.get('scope').center.id)])),
);

/** Guests' sign-ups mail any address they are given: limited like guest applications. */
const GUEST_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  perIp: { limit: 30, windowMs: 60 * 60_000 },
} as const;

async function limitGuest(c: Context<AppEnv>, email: string) {
  const { rateLimiter } = c.get('deps');
  const results = await Promise.all([
    rateLimiter.hit(`shift-signup:email:${email.trim().toLowerCase()}`, GUEST_LIMITS.perEmail.limit, GUEST_LIMITS.perEmail.windowMs),
    rateLimiter.hit(`shift-signup:ip:${addressBucket(c.get('ip'))}`, GUEST_LIMITS.perIp.limit, GUEST_LIMITS.perIp.windowMs),
  ]);
  const blocked = results.find((r) => !r.allowed);
  if (blocked) {
    const seconds = blocked.retryAfterSeconds;
    throw new ApiError(429, { code: 'tooManyRequests', params: { seconds } }, { 'Retry-After': String(seconds) });
  }
}

const scopeOf = (c: Context<AppEnv>) => ({ centerId: c.get('scope').center.id, now: c.get('deps').now() });

/** A shift of this center the viewer may see (a published parent, or one they manage); otherwise 404. */
async function visibleShift(c: Context<AppEnv>, id: number) {
  const viewer = c.get('viewer');
  const { centerId, now } = scopeOf(c);
  const shift = await service.getShiftOrThrow(c.get('deps').db, { centerId, id, viewerId: viewer?.user.id ?? null, now });
  if (!shiftPolicy.read(viewer, shift)) throw notFound('shift');
  return { viewer, shift };
}

/** A shift the viewer manages: invisible is 404, visible but not theirs 403. */
async function managedShift(c: Context<AppEnv>, id: number) {
  const viewer = requireViewer(c);
  const { shift } = await visibleShift(c, id);
  authorize(shiftPolicy.manageShift(viewer, shift));
  return { viewer, shift };
}

const reload = async (c: Context<AppEnv>, id: number, viewer: Viewer | null) =>
  service.getShiftOrThrow(c.get('deps').db, { ...scopeOf(c), id, viewerId: viewer?.user.id ?? null });

shiftRoutes.get('/shifts', async (c) => {
  const viewer = c.get('viewer');
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { centerId, now } = scopeOf(c);
  const db = c.get('deps').db;
  // The parent's managers see its shifts whatever its state; everyone else those of a published parent.
  let publicOnly = true;
  if (viewer && (q.filter.vacancy_id !== undefined || q.filter.workshop_id !== undefined)) {
    const parent = await service
      .parentOrThrow(
        db,
        { centerId, vacancyId: q.filter.vacancy_id, workshopId: q.filter.vacancy_id ? undefined : q.filter.workshop_id },
        c.get('t'),
      )
      .catch(() => null);
    publicOnly = !(parent && shiftPolicy.manage(viewer, parent));
  }
  const { rows, total } = await service.listShifts(db, {
    centerId,
    viewerId: viewer?.user.id ?? null,
    vacancyId: q.filter.vacancy_id,
    workshopId: q.filter.workshop_id,
    // Without a parent: the center's coming shifts that take place (the activity calendar,
    // docs/domain.md#activity-calendar), so cancelled shifts and cancelled workshops are left out.
    upcoming: q.filter.upcoming === 'true' || (q.filter.vacancy_id === undefined && q.filter.workshop_id === undefined),
    takingPlace: q.filter.vacancy_id === undefined && q.filter.workshop_id === undefined,
    parentType: q.filter.parent_type,
    publicOnly,
    now,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(shiftResource), { number: q.page.number, size: q.page.size, total }, url));
});

shiftRoutes.get('/shifts/:id', async (c) => {
  const { shift } = await visibleShift(c, parseId(c.req.param('id')));
  return json(c, document(shiftResource(shift)));
});

shiftRoutes.post('/shifts', async (c) => {
  const viewer = requireViewer(c);
  const attrs = await readResource(c, { types: SHIFT_TYPES, attributes: shiftCreate });
  const { centerId, now } = scopeOf(c);
  const db = c.get('deps').db;
  const parent = await service.parentOrThrow(db, { centerId, vacancyId: attrs.vacancyId, workshopId: attrs.workshopId }, c.get('t'));
  authorize(shiftPolicy.manage(viewer, parent));
  const id = await service.createShift(
    db,
    { centerId, vacancyId: attrs.vacancyId ?? null, workshopId: attrs.workshopId ?? null, now },
    {
      startsAt: attrs.startsAt,
      endsAt: attrs.endsAt,
      place: attrs.place ?? null,
      description: attrs.description ?? null,
      capacity: attrs.capacity,
      cancelCutoffHours: attrs.cancelCutoffHours ?? 24,
    },
    c.get('t'),
  );
  return json(c, document(shiftResource(await reload(c, id, viewer))), 201);
});

shiftRoutes.patch('/shifts/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const { viewer } = await managedShift(c, id);
  const attrs = await readResource(c, { types: SHIFT_TYPES, id, attributes: shiftUpdate });
  const deps = c.get('deps');
  const center = c.get('scope').center;
  await deps.db.transaction(async (tx) => {
    const { promoted } = await service.updateShift(tx, { ...scopeOf(c), id }, attrs, c.get('t'));
    await sendShiftMails(deps, tx, center, await service.signupsByIds(tx, center.id, promoted), 'shiftPromoted');
  });
  return json(c, document(shiftResource(await reload(c, id, viewer))));
});

/** Cancels the shift: every live sign-up is cancelled and mailed. */
shiftRoutes.post('/shifts/:id/cancel', async (c) => {
  const id = parseId(c.req.param('id'));
  const { viewer } = await managedShift(c, id);
  const deps = c.get('deps');
  const center = c.get('scope').center;
  await deps.db.transaction(async (tx) => {
    const cancelled = await service.cancelShift(tx, { ...scopeOf(c), id });
    await sendShiftMails(deps, tx, center, await service.signupsByIds(tx, center.id, cancelled), 'shiftCancelled');
  });
  return json(c, document(shiftResource(await reload(c, id, viewer))));
});

shiftRoutes.post('/shifts/:id/signups', async (c) => {
  const shiftId = parseId(c.req.param('id'));
  const viewer = c.get('viewer');
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const t = c.get('t');
  authorize(shiftPolicy.signUp());
  // The body is read before the shift so that a malformed request is reported as such.
  const input = viewer
    ? { kind: 'member' as const, attrs: await readResource(c, { types: SIGNUP_TYPES, attributes: memberSignup }) }
    : { kind: 'guest' as const, attrs: await readResource(c, { types: SIGNUP_TYPES, attributes: guestSignup }) };
  await visibleShift(c, shiftId);
  if (input.kind === 'guest') await limitGuest(c, input.attrs.email);
  const token = input.kind === 'guest' ? newSecret() : null;
  const now = deps.now();
  const signup = await deps.db.transaction(async (tx) => {
    const row = await service.createSignup(
      tx,
      input.kind === 'member'
        ? {
            centerId: center.id,
            shiftId,
            userId: viewer!.user.id,
            firstName: viewer!.user.firstName ?? '',
            lastName: viewer!.user.lastName ?? '',
            email: viewer!.user.email,
            phoneNumber: input.attrs.phoneNumber?.trim() || viewer!.user.phoneNumber,
            locale: viewer!.user.locale,
            waitlist: input.attrs.waitlist ?? false,
            confirmationTokenHash: null,
            now,
          }
        : {
            centerId: center.id,
            shiftId,
            userId: null,
            firstName: input.attrs.firstName,
            lastName: input.attrs.lastName,
            email: input.attrs.email,
            phoneNumber: input.attrs.phoneNumber,
            // Guests have no account: the language they signed up in is the one they are written in.
            locale: c.get('locale'),
            waitlist: input.attrs.waitlist ?? false,
            confirmationTokenHash: hashSecret(token!),
            now,
          },
      t,
    );
    await service.setCancelTokenHash(tx, row.id, cancelHashOf(deps, row));
    return row;
  });
  // After the commit: the shift's lock is held only for the count and the insert (docs/benchmarks.md "Shifts").
  const view = await service.getSignupOrThrow(deps.db, center.id, signup.id);
  if (token) await sendGuestConfirmation(deps, deps.db, center, view, token);
  else await sendShiftMails(deps, deps.db, center, [view], view.status === 'confirmed' ? 'shiftConfirmed' : 'shiftWaitlisted');
  return json(c, document(ownSignupResource(view), { meta: { confirmationRequired: token !== null } }), 201);
});

/** Who comes: the shift's managers only. */
shiftRoutes.get('/shifts/:id/signups', async (c) => {
  const id = parseId(c.req.param('id'));
  await managedShift(c, id);
  const url = new URL(c.req.url);
  const q = parseQuery(url, signupListSpec);
  const { rows, total } = await service.listShiftSignups(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    shiftId: id,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(managedSignupResource), { number: q.page.number, size: q.page.size, total }, url));
});

/** The same list as a spreadsheet (every live sign-up; a shift holds at most 10 000 places). */
shiftRoutes.get('/shifts/:id/signups.csv', async (c) => {
  const id = parseId(c.req.param('id'));
  const { shift } = await managedShift(c, id);
  const t = c.get('t');
  const { rows } = await service.listShiftSignups(c.get('deps').db, {
    centerId: c.get('scope').center.id,
    shiftId: id,
    limit: 30_000,
    offset: 0,
  });
  const header = ['first_name', 'last_name', 'email', 'phone_number', 'status', 'waitlist_position', 'attended'].map((k) =>
    t(`shiftApi.csv.${k}`),
  );
  const body = toCsv(
    header,
    rows.map((r) => [
      r.firstName,
      r.lastName,
      r.email,
      r.phoneNumber,
      t(`shiftApi.statuses.${r.status}`),
      r.waitlistPosition,
      r.attended === null ? '' : t(r.attended ? 'shiftApi.csv.yes' : 'shiftApi.csv.no'),
    ]),
  );
  const day = shift.startsAt.toISOString().slice(0, 10);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="shift-${shift.id}-${day}.csv"`,
    'Cache-Control': 'private, no-store',
  });
});

shiftRoutes.get('/shift_signups', async (c) => {
  const viewer = requireViewer(c);
  authorize(shiftPolicy.listOwn(viewer));
  const url = new URL(c.req.url);
  const q = parseQuery(url, ownSignupListSpec);
  const { rows, total } = await service.listOwnSignups(c.get('deps').db, {
    ...scopeOf(c),
    userId: viewer.user.id,
    limit: q.page.size,
    offset: q.page.offset,
  });
  return json(c, collection(rows.map(ownSignupResource), { number: q.page.number, size: q.page.size, total }, url));
});

/** POST /shift_signups/confirm {token}: the guest's mailed link; the sign-up takes a place now (or the waitlist). */
shiftRoutes.post('/shift_signups/confirm', async (c) => {
  const { token } = await readResource(c, { types: SIGNUP_TYPES, attributes: tokenBody });
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const view = await deps.db.transaction(async (tx) => {
    const id = await service.confirmGuestSignup(tx, { ...scopeOf(c), tokenHash: hashSecret(token) }, c.get('t'));
    const signup = await service.getSignupOrThrow(tx, center.id, id);
    await sendShiftMails(deps, tx, center, [signup], signup.status === 'confirmed' ? 'shiftConfirmed' : 'shiftWaitlisted');
    return signup;
  });
  return json(c, document(ownSignupResource(view)));
});

/** The mailed cancel link: the token is the credential (guests have no account); the cut-off applies. */
shiftRoutes.post('/shift_signups/cancel_by_token', async (c) => {
  const { token } = await readResource(c, { types: SIGNUP_TYPES, attributes: tokenBody });
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const found = await service.signupByCancelHash(deps.db, center.id, hashSecret(token));
  if (!found) throw notFound('shift signup');
  await cancelAndPromote(c, found.id, true);
  return json(c, document(ownSignupResource(await service.getSignupOrThrow(deps.db, center.id, found.id))));
});

shiftRoutes.post('/shift_signups/:id/cancel', async (c) => {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const signup = await service.getSignupOrThrow(deps.db, center.id, id);
  // Someone else's sign-up is not even there for a volunteer; the shift's managers may cancel it.
  if (!shiftPolicy.cancelSignup(viewer, signup)) throw notFound('shift signup');
  const bySelf = shiftPolicy.isOwn(viewer, signup) && !shiftPolicy.manageShift(viewer, signup);
  await cancelAndPromote(c, id, bySelf);
  const after = await service.getSignupOrThrow(deps.db, center.id, id);
  return json(c, document(shiftPolicy.isOwn(viewer, after) ? ownSignupResource(after) : managedSignupResource(after)));
});

/** Cancels; a sign-up cancelled by the shift's managers is mailed; whoever moves up from the waitlist is mailed. */
async function cancelAndPromote(c: Context<AppEnv>, id: number, bySelf: boolean) {
  const deps = c.get('deps');
  const center = c.get('scope').center;
  await deps.db.transaction(async (tx) => {
    const { promoted } = await service.cancelSignup(tx, { ...scopeOf(c), id, bySelf }, c.get('t'));
    if (!bySelf) await sendShiftMails(deps, tx, center, await service.signupsByIds(tx, center.id, [id]), 'shiftCancelled');
    await sendShiftMails(deps, tx, center, await service.signupsByIds(tx, center.id, promoted), 'shiftPromoted');
  });
}
