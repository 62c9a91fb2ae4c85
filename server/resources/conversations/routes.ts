/**
 * /api/v1/conversations (docs/api.md, "Conversations"; docs/domain.md#conversations): the inbox, messages, read and
 * archive state per participant, internal notes (a resource of their own) and the live event stream; and
 * POST /api/v1/applications/:id/conversation, the one-click conversation of an application.
 *
 * A conversation the viewer may not read answers 404, as another center's does; its notes answer 404 to everyone
 * who is not staff of its side (a volunteer or mentor may not learn that notes exist).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Viewer } from '../../context';
import { requireViewer } from '../../middleware/auth';
import { conversationPolicy } from '../../policies/conversations';
import { readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, notFound } from '../../jsonapi/errors';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { conversationEventStream, MAX_STREAM_MS } from '../../realtime/stream';
import {
  CONVERSATION_TYPES,
  conversationCreate,
  listSpec,
  MESSAGE_TYPES,
  messageCreate,
  messagesSpec,
  NOTE_TYPES,
  noteCreate,
  notesSpec,
} from './schemas';
import { conversationResource, messageResource, noteResource } from './serializers';
import * as service from './service';

export const conversationRoutes = new Hono<AppEnv>();

const signedIn = (c: Context<AppEnv>): Viewer => {
  const viewer = requireViewer(c);
  authorize(conversationPolicy.list(viewer));
  return viewer;
};

/** The conversation of the path if the viewer may read it (else 404, like another center's). */
async function readable(c: Context<AppEnv>) {
  const viewer = signedIn(c);
  const record = await service.getConversationOrThrow(
    c.get('deps').db,
    c.get('scope').center.id,
    parseId(c.req.param('id')),
    viewer.user.id,
  );
  if (!conversationPolicy.read(viewer, record)) throw notFound('conversation');
  return { viewer, record };
}

/** The conversation of the path if the viewer is staff of its side (else 404: notes are not theirs to know of). */
async function withNotes(c: Context<AppEnv>) {
  const { viewer, record } = await readable(c).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 ? notFound('conversation') : error;
  });
  if (!conversationPolicy.notes(viewer, record)) throw notFound('conversation');
  return { viewer, record };
}

const fullName = (viewer: Viewer) => `${viewer.user.firstName} ${viewer.user.lastName}`.trim();

conversationRoutes.get('/conversations', async (c) => {
  const viewer = signedIn(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total } = await service.listConversations(
    c.get('deps').db,
    c.get('scope').center.id,
    conversationPolicy.listScope(viewer),
    {
      q: q.filter.q?.trim() || undefined,
      archived: q.filter.archived === 'true',
      limit: q.page.size,
      offset: q.page.offset,
    },
  );
  return json(c, collection(rows.map(conversationResource), { number: q.page.number, size: q.page.size, total }, url));
});

conversationRoutes.get('/conversations/unread_count', async (c) => {
  const viewer = signedIn(c);
  const n = await service.unreadCount(c.get('deps').db, c.get('scope').center.id, conversationPolicy.listScope(viewer));
  return json(c, { meta: { unread_count: n } });
});

/** ?max_seconds=0..900: how long the stream stays open (default 900); 0 answers the opening lines and ends (a probe). */
const maxSecondsSchema = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_STREAM_MS / 1000));

conversationRoutes.get('/conversations/events', async (c) => {
  const viewer = signedIn(c);
  const raw = c.req.query('max_seconds');
  const parsed = raw === undefined ? null : maxSecondsSchema.safeParse(raw);
  if (parsed && !parsed.success)
    throw new ApiError(400, { code: 'invalidParameter', source: { parameter: 'max_seconds' }, params: { name: 'max_seconds' } });
  const maxMs = parsed ? parsed.data * 1000 : MAX_STREAM_MS;
  return conversationEventStream(c.get('deps').db, viewer, c.get('scope').center.id, c.req.raw.signal, { maxMs });
});

conversationRoutes.post('/conversations', async (c) => {
  const viewer = signedIn(c);
  const attrs = await readResource(c, { types: CONVERSATION_TYPES, attributes: conversationCreate });
  const { db } = c.get('deps');
  const t = c.get('t');
  const centerId = c.get('scope').center.id;
  let volunteerId = attrs.volunteerId;
  let vacancyId = attrs.vacancyId ?? null;
  let organizationId = attrs.organizationId ?? null;
  if (attrs.applicationId !== undefined) {
    if (attrs.volunteerId !== undefined) throw service.refused(t, 'volunteerOrApplication', '/data/attributes/volunteer_id');
    const application = await service.findApplication(db, centerId, attrs.applicationId);
    if (!application) throw service.refused(t, 'applicationUnknown', '/data/attributes/application_id');
    if (application.userId === null) throw service.refused(t, 'applicationGuest', '/data/attributes/application_id');
    volunteerId = application.userId;
    vacancyId = application.vacancyId;
    // An application's conversation is its vacancy's organization's, unless the center itself writes.
    if (attrs.organizationId === undefined) organizationId = application.organizationId;
    else if (organizationId !== null && organizationId !== application.organizationId)
      throw service.refused(t, 'organizationMismatch', '/data/attributes/organization_id');
  }
  if (volunteerId === undefined) throw service.refused(t, 'volunteerRequired', '/data/attributes/volunteer_id');
  // Who may write for the organization is decided before anything about it is looked up.
  authorize(conversationPolicy.start(viewer, organizationId));
  if (volunteerId === viewer.user.id) throw service.refused(t, 'withYourself', '/data/attributes/volunteer_id');
  await service.volunteerInCenter(db, t, centerId, volunteerId, '/data/attributes/volunteer_id');
  if (organizationId !== null) await service.organizationInCenter(db, t, centerId, organizationId, '/data/attributes/organization_id');
  if (vacancyId !== null && attrs.applicationId === undefined) {
    const vacancy = await service.vacancyInCenter(db, t, centerId, vacancyId, '/data/attributes/vacancy_id');
    if (organizationId !== null && vacancy.organizationId !== organizationId)
      throw service.refused(t, 'vacancyMismatch', '/data/attributes/vacancy_id');
  }
  const started = await db.transaction((tx) =>
    service.startConversation(tx, {
      volunteerCenterId: centerId,
      organizationId,
      volunteerId,
      subject: attrs.subject,
      body: attrs.body,
      senderId: viewer.user.id,
      vacancyId,
      applicationId: attrs.applicationId ?? null,
    }),
  );
  const record = await service.getConversationOrThrow(db, centerId, started.id, viewer.user.id);
  return json(c, document(conversationResource(record)), 201);
});

conversationRoutes.get('/conversations/:id', async (c) => json(c, document(conversationResource((await readable(c)).record))));

conversationRoutes.get('/conversations/:id/messages', async (c) => {
  const { viewer, record } = await readable(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, messagesSpec);
  const beforeParam = q.params['page[before]'];
  const before = beforeParam === undefined ? undefined : parseId(beforeParam, 'page[before]');
  const { rows, hasOlder } = await service.listMessages(c.get('deps').db, record.id, { before, size: q.page.size });
  const oldest = rows[0];
  const older = new URL(url);
  if (oldest) older.searchParams.set('page[before]', String(oldest.id));
  return json(
    c,
    document(
      rows.map((m) => messageResource(m, viewer.user.id)),
      { meta: { hasOlder }, links: { self: url.pathname + url.search, prev: hasOlder && oldest ? older.pathname + older.search : null } },
    ),
  );
});

conversationRoutes.post('/conversations/:id/messages', async (c) => {
  const { viewer, record } = await readable(c);
  authorize(conversationPolicy.post(viewer, record));
  const attrs = await readResource(c, { types: MESSAGE_TYPES, attributes: messageCreate });
  const { db } = c.get('deps');
  const messageId = await db.transaction((tx) => service.insertMessage(tx, record.id, viewer.user.id, attrs.body));
  return json(c, document(messageResource(await service.getMessage(db, record.id, messageId), viewer.user.id)), 201);
});

conversationRoutes.post('/conversations/:id/read', async (c) => {
  const { viewer, record } = await readable(c);
  await service.markRead(c.get('deps').db, record.id, viewer.user.id, c.get('deps').now());
  return noContent(c);
});

conversationRoutes.post('/conversations/:id/archive', async (c) => {
  const { viewer, record } = await readable(c);
  await service.setArchived(c.get('deps').db, record.id, viewer.user.id, true, c.get('deps').now());
  return noContent(c);
});

conversationRoutes.delete('/conversations/:id/archive', async (c) => {
  const { viewer, record } = await readable(c);
  await service.setArchived(c.get('deps').db, record.id, viewer.user.id, false, c.get('deps').now());
  return noContent(c);
});

conversationRoutes.get('/conversations/:id/notes', async (c) => {
  const { record } = await withNotes(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, notesSpec);
  const { rows, total } = await service.listNotes(c.get('deps').db, record.id, { limit: q.page.size, offset: q.page.offset });
  return json(c, collection(rows.map(noteResource), { number: q.page.number, size: q.page.size, total }, url));
});

conversationRoutes.post('/conversations/:id/notes', async (c) => {
  const { viewer, record } = await withNotes(c);
  const attrs = await readResource(c, { types: NOTE_TYPES, attributes: noteCreate });
  const note = await service.createNote(
    c.get('deps').db,
    record.id,
    { id: viewer.user.id, name: fullName(viewer) },
    attrs.note,
    c.get('deps').now(),
  );
  return json(c, document(noteResource(note)), 201);
});

/**
 * The application's conversation, opened if there is none yet (one click from the application screen): the
 * vacancy's organization with the applicant, about the vacancy, without a first message.
 */
conversationRoutes.post('/applications/:id/conversation', async (c) => {
  const viewer = signedIn(c);
  const { db } = c.get('deps');
  const t = c.get('t');
  const centerId = c.get('scope').center.id;
  const application = await service.findApplication(db, centerId, parseId(c.req.param('id')));
  if (!application) throw notFound('application');
  authorize(conversationPolicy.start(viewer, application.organizationId));
  if (application.userId === null) throw service.refused(t, 'applicationGuest', '/data');
  const applicantId = application.userId;
  const { id, created } = await db.transaction(async (tx) => {
    // One conversation per application, also under a double click: the application row is the lock.
    await tx.execute(service.lockApplicationStatement(application.id));
    const existing = await service.conversationOfApplication(tx, centerId, application.id);
    if (existing !== null) return { id: existing, created: false };
    const newId = await service.createConversation(tx, {
      volunteerCenterId: centerId,
      organizationId: application.organizationId,
      volunteerId: applicantId,
      subject: application.vacancyTitle,
      senderId: viewer.user.id,
      vacancyId: application.vacancyId,
      applicationId: application.id,
    });
    return { id: newId, created: true };
  });
  return json(
    c,
    document(conversationResource(await service.getConversationOrThrow(db, centerId, id, viewer.user.id))),
    created ? 201 : 200,
  );
});
