/**
 * Calendar feeds (docs/api.md "Calendar feeds", docs/domain.md#shifts "Calendar feeds"): a volunteer's own shifts and
 * an organization's shifts as iCalendar at a secret, revocable address.
 * GET /calendar_feed and POST /calendar_feed/rotate: the signed-in user's address; GET|POST
 * /organizations/{id}/calendar_feed[/rotate]: an organization's, for its superusers and center staff;
 * GET /public/calendar_feeds/{token}.ics: the feed itself, without signing in (calendar apps cannot), on the
 * center's own host. The token is an HMAC of owner and version (server/resources/shifts/secrets.ts); rotating bumps
 * the version, so the old address answers 404 from then on.
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { calendarText, escapeText, utcStamp } from '@/lib/shared/vacancies/ical';
import { mayUpdateOrganization } from '@/domain/organizations';
import type { AppEnv } from '../../context';
import type { Executor } from '../../db/client';
import { calendarFeeds, organizations, shiftSignups, shifts, users, vacancies, workshops } from '../../db/schema';
import { requireViewer } from '../../middleware/auth';
import { document, resource } from '../../jsonapi/document';
import { authorize, notFound } from '../../jsonapi/errors';
import { parseId } from '../../jsonapi/query';
import { json } from '../../jsonapi/respond';
import { translator } from '../../i18n';
import { feedToken, readFeedToken, type FeedOwner } from '../shifts/secrets';

export const calendarFeedRoutes = new Hono<AppEnv>();

/** Past shifts stay in a feed this long (a calendar keeps what it had; a feed need not list years). */
const PAST_DAYS = 60;

const ownerCondition = (owner: FeedOwner) =>
  owner.kind === 'user' ? eq(calendarFeeds.userId, owner.id) : eq(calendarFeeds.organizationId, owner.id);

async function versionOf(db: Executor, centerId: number, owner: FeedOwner): Promise<{ version: number; rotatedAt: Date | null }> {
  const [row] = await db
    .select({ version: calendarFeeds.version, rotatedAt: calendarFeeds.rotatedAt })
    .from(calendarFeeds)
    .where(and(ownerCondition(owner), eq(calendarFeeds.volunteerCenterId, centerId)));
  return row ?? { version: 1, rotatedAt: null };
}

async function rotate(db: Executor, centerId: number, owner: FeedOwner, now: Date) {
  const values = {
    volunteerCenterId: centerId,
    userId: owner.kind === 'user' ? owner.id : null,
    organizationId: owner.kind === 'organization' ? owner.id : null,
    // No row meant version 1: the first rotation makes 2.
    version: 2,
    rotatedAt: now,
  };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: owner.kind === 'user' ? calendarFeeds.userId : calendarFeeds.organizationId,
      targetWhere: owner.kind === 'user' ? sql`user_id is not null` : sql`organization_id is not null`,
      set: { version: sql`${calendarFeeds.version} + 1`, rotatedAt: now },
    });
}

async function feedDocument(c: Context<AppEnv>, owner: FeedOwner) {
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const { version, rotatedAt } = await versionOf(deps.db, center.id, owner);
  const token = feedToken(deps, owner, center.id, version);
  const url = `${deps.centerUrl(center.slug).replace(/\/+$/, '')}/api/v1/public/calendar_feeds/${token}.ics`;
  return json(
    c,
    document(
      resource({
        type: 'calendar_feeds',
        id: `${owner.kind === 'user' ? 'u' : 'o'}${owner.id}`,
        attributes: { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), rotatedAt },
      }),
    ),
  );
}

const own = (c: Context<AppEnv>): FeedOwner => ({ kind: 'user', id: requireViewer(c).user.id });

calendarFeedRoutes.get('/calendar_feed', (c) => feedDocument(c, own(c)));
calendarFeedRoutes.post('/calendar_feed/rotate', async (c) => {
  const owner = own(c);
  await rotate(c.get('deps').db, c.get('scope').center.id, owner, c.get('deps').now());
  return feedDocument(c, owner);
});

/** An organization of this center whose feed the viewer may manage: its superusers and center staff. */
async function organizationOwner(c: Context<AppEnv>): Promise<FeedOwner> {
  const viewer = requireViewer(c);
  const id = parseId(c.req.param('id'));
  const [org] = await c
    .get('deps')
    .db.select({ id: organizations.id, status: organizations.status })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.volunteerCenterId, c.get('scope').center.id)));
  if (!org || org.status === 'deleted') throw notFound('organization');
  authorize(mayUpdateOrganization(viewer, org));
  return { kind: 'organization', id: org.id };
}

calendarFeedRoutes.get('/organizations/:id/calendar_feed', async (c) => feedDocument(c, await organizationOwner(c)));
calendarFeedRoutes.post('/organizations/:id/calendar_feed/rotate', async (c) => {
  const owner = await organizationOwner(c);
  await rotate(c.get('deps').db, c.get('scope').center.id, owner, c.get('deps').now());
  return feedDocument(c, owner);
});

interface FeedShift {
  id: number;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  description: string | null;
  updatedAt: Date;
  vacancyId: number | null;
  workshopId: number | null;
  title: string | null;
  workshopTitle: string | null;
  status: string;
}

function feedShiftQuery(db: Executor) {
  return db
    .select({
      id: shifts.id,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      place: shifts.place,
      description: shifts.description,
      updatedAt: shifts.updatedAt,
      vacancyId: shifts.vacancyId,
      workshopId: shifts.workshopId,
      title: vacancies.title,
      workshopTitle: workshops.title,
      status: shifts.status,
    })
    .from(shifts)
    .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .leftJoin(workshops, eq(workshops.id, shifts.workshopId));
}

calendarFeedRoutes.get('/public/calendar_feeds/:file', async (c) => {
  const deps = c.get('deps');
  const center = c.get('scope').center;
  const file = c.req.param('file');
  const claim = file.endsWith('.ics') ? readFeedToken(deps, center.id, file.slice(0, -'.ics'.length)) : null;
  if (!claim) throw notFound('calendar feed');
  const { version } = await versionOf(deps.db, center.id, claim.owner);
  if (version !== claim.version) throw notFound('calendar feed');
  const since = new Date(deps.now().getTime() - PAST_DAYS * 24 * 3600_000);
  let rows: FeedShift[];
  let locale: 'nl' | 'en' = 'nl';
  if (claim.owner.kind === 'user') {
    const [user] = await deps.db
      .select({ locale: users.locale })
      .from(users)
      .where(and(eq(users.id, claim.owner.id), eq(users.volunteerCenterId, center.id)));
    if (!user) throw notFound('calendar feed');
    locale = user.locale;
    // The volunteer's confirmed places: what they will come to.
    rows = await feedShiftQuery(deps.db)
      .innerJoin(shiftSignups, eq(shiftSignups.shiftId, shifts.id))
      .where(
        and(
          eq(shifts.volunteerCenterId, center.id),
          eq(shiftSignups.userId, claim.owner.id),
          eq(shiftSignups.status, 'confirmed'),
          gt(shifts.endsAt, since),
        ),
      )
      .orderBy(asc(shifts.startsAt))
      .limit(1000);
  } else {
    const [org] = await deps.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, claim.owner.id), eq(organizations.volunteerCenterId, center.id)));
    if (!org) throw notFound('calendar feed');
    rows = await feedShiftQuery(deps.db)
      .where(
        and(
          eq(shifts.volunteerCenterId, center.id),
          eq(vacancies.organizationId, org.id),
          isNull(vacancies.deletedAt),
          eq(shifts.status, 'open'),
          gt(shifts.endsAt, since),
        ),
      )
      .orderBy(asc(shifts.startsAt))
      .limit(2000);
  }
  const t = translator(locale);
  const base = `${deps.centerUrl(center.slug).replace(/\/+$/, '')}${locale === 'nl' ? '' : '/en'}`;
  const host = new URL(deps.centerUrl(center.slug)).hostname;
  const now = deps.now();
  const events = rows.map((s) => {
    const link = s.vacancyId ? `${base}/vacancies/search/${s.vacancyId}` : `${base}/workshops/${s.workshopId}`;
    const lines = [
      'BEGIN:VEVENT',
      `UID:shift-${s.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(s.startsAt)}`,
      `DTEND:${utcStamp(s.endsAt)}`,
      `SUMMARY:${escapeText(s.title ?? s.workshopTitle ?? '')}`,
      `DESCRIPTION:${escapeText([s.description, link].filter(Boolean).join('\n\n'))}`,
      `URL:${link}`,
      `LAST-MODIFIED:${utcStamp(s.updatedAt)}`,
      ...(s.place ? [`LOCATION:${escapeText(s.place)}`] : []),
      'END:VEVENT',
    ];
    return lines;
  });
  const name = t(claim.owner.kind === 'user' ? 'shiftApi.feed.personal' : 'shiftApi.feed.organization', { name: center.name });
  return c.body(calendarText({ name, events, language: locale }), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': 'private, max-age=300',
  });
});
