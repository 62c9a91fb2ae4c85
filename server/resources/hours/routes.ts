/**
 * Hours (docs/api.md "Hours", docs/domain.md#hours): /api/v1/hour_entries (record, list, review), the mentors'
 * /api/v1/hour_sign_offs, the PDF /api/v1/hour_certificates and attendance on a shift, /api/v1/shifts/{id}/attendance.
 * An entry the viewer may not read is not found (404), like another center's.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { minutesToHours, schoolYearOf } from '@/domain/hours';
import type { AppEnv } from '../../context';
import { serverEnv } from '../../env';
import { requireViewer } from '../../middleware/auth';
import { hourPolicy } from '../../policies/hours';
import { readPlain, readResource } from '../../jsonapi/body';
import { collection, document } from '../../jsonapi/document';
import { ApiError, authorize, forbidden, notFound } from '../../jsonapi/errors';
import { issuesToErrors } from '../../jsonapi/validation';
import { parseId, parseQuery } from '../../jsonapi/query';
import { json, noContent } from '../../jsonapi/respond';
import { renderCertificate } from '../../pdf/certificate';
import {
  attendanceBody,
  certificateParams,
  certificateSpec,
  HOUR_ENTRY_TYPES,
  HOUR_SIGN_OFF_TYPES,
  hourEntryCreate,
  hourEntryUpdate,
  hourSignOffCreate,
  listSpec,
  signOffListSpec,
  studentsSpec,
} from './schemas';
import { hourEntryResource, hourSignOffResource } from './serializers';
import * as service from './service';

export const hourRoutes = new Hono<AppEnv>();

const centerId = (c: Context<AppEnv>) => c.get('scope').center.id;

function present(c: Context<AppEnv>, row: service.HourEntryView) {
  const viewer = c.get('viewer');
  return hourEntryResource(row, {
    reviewable: hourPolicy.review(viewer, row),
    editable: hourPolicy.editOwn(viewer, row),
  });
}

/** The entry of the path if the viewer may read it (else 404). */
async function readableEntry(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  const entry = await service.getEntryOrThrow(c.get('deps').db, centerId(c), parseId(c.req.param('id')));
  if (!hourPolicy.read(viewer, entry)) throw notFound('hour entry');
  return { viewer, entry };
}

hourRoutes.get('/hour_entries', async (c) => {
  const viewer = requireViewer(c);
  const url = new URL(c.req.url);
  const q = parseQuery(url, listSpec);
  const { rows, total, totalMinutes } = await service.listEntries(
    c.get('deps').db,
    centerId(c),
    hourPolicy.listScope(viewer),
    { userId: q.filter.user_id, organizationId: q.filter.organization_id, status: q.filter.status, from: q.filter.from, to: q.filter.to },
    { limit: q.page.size, offset: q.page.offset, oldestFirst: q.sort[0]?.direction === 'asc' },
  );
  const doc = collection(
    rows.map((r) => present(c, r)),
    { number: q.page.number, size: q.page.size, total },
    url,
  );
  doc.meta = { ...doc.meta, total_minutes: totalMinutes, total_hours: minutesToHours(totalMinutes) };
  return json(c, doc);
});

/** Where the viewer may record hours: organizations, vacancies and past shifts (docs/domain.md#hours). */
hourRoutes.get('/hour_entries/options', async (c) => {
  const viewer = requireViewer(c);
  const { organizations, vacancies, shifts } = await service.recordingOptions(
    c.get('deps').db,
    centerId(c),
    viewer.user.id,
    c.get('deps').now(),
  );
  return json(c, document(null, { meta: { organizations, vacancies, shifts } }));
});

/** Shifts of the last 90 days whose attendance the viewer records (their organizations' vacancies; staff: all). */
hourRoutes.get('/hour_entries/attendance_shifts', async (c) => {
  const viewer = requireViewer(c);
  const scope = hourPolicy.listScope(viewer);
  authorize(scope.all || scope.organizationIds.length > 0);
  const rows = await service.shiftsForAttendance(
    c.get('deps').db,
    centerId(c),
    scope.all ? null : scope.organizationIds,
    c.get('deps').now(),
  );
  return json(c, document(null, { meta: { shifts: rows } }));
});

hourRoutes.post('/hour_entries', async (c) => {
  const viewer = requireViewer(c);
  authorize(hourPolicy.record(viewer));
  const attrs = await readResource(c, { types: HOUR_ENTRY_TYPES, attributes: hourEntryCreate });
  const row = await service.createEntry(c.get('deps').db, centerId(c), viewer.user.id, attrs, c.get('deps').now(), c.get('t'));
  return json(c, document(present(c, row)), 201);
});

hourRoutes.get('/hour_entries/:id', async (c) => {
  const { entry } = await readableEntry(c);
  return json(c, document(present(c, entry)));
});

/**
 * The volunteer changes their pending entry (worked_on, minutes, note); the organization reviews (status, minutes).
 * Nobody reviews their own hours except center staff; a review attribute from anyone else is refused (403).
 */
hourRoutes.patch('/hour_entries/:id', async (c) => {
  const { viewer, entry } = await readableEntry(c);
  const attrs = await readResource(c, { types: HOUR_ENTRY_TYPES, attributes: hourEntryUpdate, id: entry.id });
  const deps = c.get('deps');
  const own = entry.userId === viewer.user.id;
  const reviews = hourPolicy.review(viewer, entry) && (!own || hourPolicy.review(viewer, { organizationId: -1 }));
  if (attrs.status !== undefined || (!own && reviews)) {
    authorize(reviews);
    if (attrs.workedOn !== undefined || attrs.note !== undefined)
      throw new ApiError(422, {
        code: 'invalidAttribute',
        detail: c.get('t')('hours.api.reviewFields'),
        source: { pointer: attrs.workedOn !== undefined ? '/data/attributes/worked_on' : '/data/attributes/note' },
      });
    const row = await service.reviewEntry(deps.db, entry, { status: attrs.status, minutes: attrs.minutes }, viewer.user.id, deps.now());
    return json(c, document(present(c, row)));
  }
  authorize(own);
  if (!hourPolicy.editOwn(viewer, entry))
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('hours.api.notPending'),
      source: { pointer: '/data/attributes/status' },
    });
  const row = await service.updateOwnEntry(deps.db, entry, attrs, deps.now(), c.get('t'));
  return json(c, document(present(c, row)));
});

hourRoutes.delete('/hour_entries/:id', async (c) => {
  const { viewer, entry } = await readableEntry(c);
  authorize(entry.userId === viewer.user.id);
  if (!hourPolicy.editOwn(viewer, entry))
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('hours.api.notPending'),
      source: { pointer: '/data/attributes/status' },
    });
  await service.deleteEntry(c.get('deps').db, entry);
  return noContent(c);
});

/* ── Attendance ── */

async function attendanceShift(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  const shift = await service.getShiftOrThrow(c.get('deps').db, centerId(c), parseId(c.req.param('id')));
  authorize(hourPolicy.recordAttendance(viewer, shift));
  return { viewer, shift };
}

const attendanceDocument = (shift: service.ShiftRow, rows: Awaited<ReturnType<typeof service.attendanceOf>>) =>
  document(null, {
    meta: {
      shift: {
        id: shift.id,
        title: shift.title,
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
        defaultMinutes: service.shiftMinutes(shift),
      },
      signups: rows.map((r) => ({
        signupId: r.signupId,
        userId: r.userId,
        name: [r.firstName, r.lastName].filter(Boolean).join(' '),
        attended: r.attended,
        hourEntryId: r.hourEntryId,
        minutes: r.minutes,
        hourStatus: r.hourStatus,
      })),
    },
  });

hourRoutes.get('/shifts/:id/attendance', async (c) => {
  const { shift } = await attendanceShift(c);
  return json(c, attendanceDocument(shift, await service.attendanceOf(c.get('deps').db, centerId(c), shift.id)));
});

hourRoutes.post('/shifts/:id/attendance', async (c) => {
  const { viewer, shift } = await attendanceShift(c);
  const body = await readPlain(c, attendanceBody);
  const deps = c.get('deps');
  if (shift.startsAt > deps.now())
    throw new ApiError(422, { code: 'invalidAttribute', detail: c.get('t')('hours.api.shiftNotStarted'), source: { pointer: '/data' } });
  const rows = await service.recordAttendance(deps.db, centerId(c), shift, body.data, viewer.user.id, deps.now(), c.get('t'));
  return json(c, attendanceDocument(shift, rows));
});

/* ── Sign-offs ── */

hourRoutes.get('/hour_sign_offs', async (c) => {
  const viewer = requireViewer(c);
  authorize(hourPolicy.listSignOffs(viewer));
  const url = new URL(c.req.url);
  const q = parseQuery(url, signOffListSpec);
  const scope = hourPolicy.listScope(viewer);
  const { rows, total } = await service.listSignOffs(
    c.get('deps').db,
    centerId(c),
    { all: scope.all, userId: viewer.user.id, mentorId: scope.mentorId },
    { studentId: q.filter.student_id, schoolYear: q.filter.school_year },
    { limit: q.page.size, offset: q.page.offset },
  );
  return json(c, collection(rows.map(hourSignOffResource), { number: q.page.number, size: q.page.size, total }, url));
});

/** The mentor's students with their minutes in a school year (default: the current one) and its sign-off. */
hourRoutes.get('/hour_sign_offs/students', async (c) => {
  const viewer = requireViewer(c);
  authorize(hourPolicy.listStudents(viewer));
  const q = parseQuery(new URL(c.req.url), studentsSpec);
  const schoolYear = q.filter.school_year ?? schoolYearOf(service.todayIn(c.get('deps').now()));
  const rows = await service.studentsOf(c.get('deps').db, centerId(c), viewer.user.id, schoolYear);
  return json(
    c,
    document(null, {
      meta: {
        schoolYear,
        students: rows.map((r) => ({
          id: r.id,
          name: [r.firstName, r.lastName].filter(Boolean).join(' '),
          approvedMinutes: r.approvedMinutes,
          pendingMinutes: r.pendingMinutes,
          signOffId: r.signOffId,
          signedMinutes: r.signedMinutes,
          signedAt: r.signedAt,
        })),
      },
    }),
  );
});

hourRoutes.post('/hour_sign_offs', async (c) => {
  const viewer = requireViewer(c);
  authorize(hourPolicy.listStudents(viewer));
  const attrs = await readResource(c, { types: HOUR_SIGN_OFF_TYPES, attributes: hourSignOffCreate });
  const student = await service.getStudentOrNull(c.get('deps').db, centerId(c), attrs.studentId);
  if (!student)
    throw new ApiError(422, {
      code: 'invalidAttribute',
      detail: c.get('t')('hours.api.notYourStudent'),
      source: { pointer: '/data/attributes/student_id' },
    });
  if (!hourPolicy.signOff(viewer, student)) throw forbidden();
  const row = await service.signOff(c.get('deps').db, centerId(c), student, viewer.user.id, attrs, c.get('deps').now());
  return json(c, document(hourSignOffResource(row)), 201);
});

/* ── Certificate ── */

/** The center's logo when it is an upload on local disk (PNG or JPEG); anything else is left out (docs/domain.md#hours). */
async function localLogo(url: string | null): Promise<Uint8Array | null> {
  const match = url ? /^\/uploads\/([A-Za-z0-9_-]+\.(?:png|jpe?g))$/.exec(url) : null;
  if (!match) return null;
  try {
    return new Uint8Array(await readFile(path.join(path.resolve(serverEnv().UPLOADS_DIR), match[1]!)));
  } catch {
    return null;
  }
}

hourRoutes.get('/hour_certificates', async (c) => {
  const viewer = requireViewer(c);
  authorize(hourPolicy.record(viewer));
  const q = parseQuery(new URL(c.req.url), certificateSpec);
  const parsed = certificateParams.safeParse(q.params);
  if (!parsed.success) {
    const [first] = issuesToErrors(parsed.error.issues, c.get('t'), '');
    const parameter = first?.source?.pointer?.replace(/^\//, '') || 'from';
    throw new ApiError(400, { code: 'invalidParameter', source: { parameter }, params: { name: parameter } });
  }
  const { organization_id: organizationId, from, to } = parsed.data;
  const db = c.get('deps').db;
  const t = c.get('t');
  const locale = c.get('locale');
  const lines = await service.approvedTotals(db, centerId(c), viewer.user.id, { from, to, organizationId });
  const totalMinutes = lines.reduce((s, l) => s + Number(l.minutes), 0);
  const dateFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 2 });
  const center = c.get('scope').center;
  const brand = await service.branding(db, center.id);
  const centerName = brand?.name || center.name;
  const period =
    from && to
      ? t('hours.certificate.between', { from: day(from), to: day(to) })
      : from
        ? t('hours.certificate.since', { from: day(from) })
        : to
          ? t('hours.certificate.until', { to: day(to) })
          : t('hours.certificate.allTime');
  const pdf = await renderCertificate({
    centerName,
    primaryColor: brand?.primaryColor ?? null,
    logo: await localLogo(brand?.logoUrl ?? null),
    volunteerName: [viewer.user.firstName, viewer.user.lastName].filter(Boolean).join(' ') || viewer.user.email,
    period,
    lines: lines.map((l) => ({ organizationName: l.organizationName, minutes: Number(l.minutes) })),
    totalMinutes,
    issuedOn: day(service.todayIn(c.get('deps').now())),
    texts: {
      title: t('hours.certificate.title'),
      intro: t('hours.certificate.intro', { center: centerName }),
      organization: t('hours.certificate.organization'),
      hours: t('hours.certificate.hours'),
      total: t('hours.certificate.total'),
      issued: t('hours.certificate.issued'),
      none: t('hours.certificate.none'),
    },
    formatHours: (minutes) => t('hours.certificate.hoursValue', { hours: number.format(minutesToHours(minutes)) }),
  });
  const name = t('hours.certificate.fileName');
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Total-Minutes': String(totalMinutes),
  });
});
