/**
 * Everything the platform holds about one person (docs/decisions.md, "Personal data export"), gathered for the
 * export. Only their own data: never a password or token hash, never an organization's internal note on an
 * application, never another person's name or address (an administrator who signed in as them shows as "by an
 * administrator", not by name). Every query names the person and their center.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Translate } from '../../i18n';
import {
  applications,
  auditLog,
  conversationMessages,
  conversations,
  hourEntries,
  hourSignOffs,
  profileReplies,
  shiftSignups,
  shifts,
  volunteerProfiles,
  workshops,
  authTokens,
  emailOutbox,
  formAnswers,
  formSubmissions,
  forms,
  memberships,
  notifications,
  organizations,
  roles,
  savedSearches,
  uploads,
  users,
  vacancies,
  volunteerCenters,
} from '../../db/schema';
import { notificationResource } from '../notifications/serializers';

export interface PersonalData {
  generatedAt: string;
  center: { name: string };
  profile: Record<string, unknown>;
  consent: { acceptedTermsAt: Date | null; emailConfirmedAt: Date | null; periodicMailDays: number[] };
  roles: { role: string; organization: string | null; since: Date }[];
  organizations: { name: string; memberSince: Date }[];
  applications: Record<string, unknown>[];
  formSubmissions: { form: string; submittedAt: Date; answers: { question: string; type: string; value: unknown }[] }[];
  notifications: { kind: string; title: string; body: string; readAt: Date | null; createdAt: Date }[];
  signInSessions: { startedAt: Date; expiresAt: Date; byAdministrator: boolean }[];
  activity: { action: string; subjectType: string; at: Date; ip: string | null }[];
  mails: { subject: string; template: string; status: string; createdAt: Date; sentAt: Date | null }[];
  uploads: { url: string; purpose: string; contentType: string; byteSize: number; createdAt: Date }[];
  savedSearches: { name: string; query: unknown; frequency: string; createdAt: Date }[];
  /** Their messages, and the messages written to them as the volunteer of a conversation (never an internal note). */
  conversationMessages: { subject: string; withWhom: string; fromYou: boolean; body: string; sentAt: Date }[];
  poolProfile: Record<string, unknown>[];
  profileReplies: { organization: string; body: string; createdAt: Date; readAt: Date | null }[];
  shiftSignups: { title: string; startsAt: Date; status: string; attended: boolean | null; createdAt: Date }[];
  hours: { organization: string; vacancy: string | null; workedOn: string; minutes: number; note: string | null; status: string }[];
  hourSignOffs: { schoolYear: string; totalMinutes: number; signedAt: Date }[];
  /** Parts of the platform that hold nothing about anyone yet (no such feature); named so the reader knows. */
  notHeld: string[];
}

export async function collectPersonalData(
  db: Executor,
  o: { userId: number; centerId: number; t: Translate; now: Date },
): Promise<PersonalData | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, o.userId), eq(users.volunteerCenterId, o.centerId)));
  if (!user) return null;
  const [center] = await db.select({ name: volunteerCenters.name }).from(volunteerCenters).where(eq(volunteerCenters.id, o.centerId));
  const email = user.email.toLowerCase();

  const roleRows = await db
    .select({ role: roles.name, organization: organizations.name, since: roles.createdAt })
    .from(roles)
    .leftJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(eq(roles.userId, user.id))
    .orderBy(asc(roles.createdAt));
  const memberRows = await db
    .select({ name: organizations.name, memberSince: memberships.createdAt })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(organizations.name));

  // Their applications, also those sent as a guest with the same address before they had an account.
  const applicationRows = await db
    .select({
      id: applications.id,
      vacancy: vacancies.title,
      organization: organizations.name,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phoneNumber: applications.phoneNumber,
      message: applications.message,
      locale: applications.locale,
      status: applications.status,
      createdAt: applications.createdAt,
      confirmedAt: applications.confirmedAt,
      decidedAt: applications.decidedAt,
      withdrawnAt: applications.withdrawnAt,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .leftJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(
      and(
        eq(applications.volunteerCenterId, o.centerId),
        or(eq(applications.userId, user.id), eq(sql`lower(${applications.email})`, email)),
      ),
    )
    .orderBy(asc(applications.createdAt));

  const submissionRows = await db
    .select({ id: formSubmissions.id, form: forms.title, submittedAt: formSubmissions.createdAt })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(formSubmissions.volunteerCenterId, o.centerId), eq(sql`lower(${formSubmissions.respondentEmail})`, email)))
    .orderBy(asc(formSubmissions.createdAt));
  const answerRows = submissionRows.length
    ? await db
        .select()
        .from(formAnswers)
        .where(
          inArray(
            formAnswers.submissionId,
            submissionRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(formAnswers.position))
    : [];

  const notificationRows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.volunteerCenterId, o.centerId)))
    .orderBy(asc(notifications.createdAt));

  const sessionRows = await db
    .select({ startedAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, impersonatorId: authTokens.impersonatorId })
    .from(authTokens)
    .where(eq(authTokens.userId, user.id))
    .orderBy(asc(authTokens.createdAt));

  // What they did themselves (the entry's own data may name other people, so only the action, record type and time).
  const activityRows = await db
    .select({ action: auditLog.action, subjectType: auditLog.subjectType, at: auditLog.createdAt, ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.actorId, user.id))
    .orderBy(asc(auditLog.createdAt));

  const mailRows = await db
    .select({
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, email))
    .orderBy(asc(emailOutbox.createdAt));

  const uploadRows = await db
    .select({
      url: uploads.url,
      purpose: uploads.purpose,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(and(eq(uploads.uploadedById, user.id), eq(uploads.volunteerCenterId, o.centerId)))
    .orderBy(asc(uploads.createdAt));

  // The unsubscribe token of a saved search is a secret of its mail link: not exported.
  const savedSearchRows = await db
    .select({
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, user.id), eq(savedSearches.volunteerCenterId, o.centerId)))
    .orderBy(asc(savedSearches.createdAt));

  // Conversations: as the volunteer, every message of their conversations (the other side shows as its organization
  // or center, never a staff member's name); as staff, only the messages they wrote themselves.
  const messageRows = await db
    .select({
      subject: conversations.subject,
      organization: organizations.name,
      senderId: conversationMessages.senderId,
      body: conversationMessages.body,
      sentAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(organizations, eq(organizations.id, conversations.organizationId))
    .where(
      and(
        eq(conversations.volunteerCenterId, o.centerId),
        or(eq(conversations.volunteerId, user.id), eq(conversationMessages.senderId, user.id)),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));

  const [poolProfile] = await db
    .select()
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.userId, user.id), eq(volunteerProfiles.volunteerCenterId, o.centerId)));
  const replyRows = poolProfile
    ? await db
        .select({
          organization: organizations.name,
          body: profileReplies.body,
          createdAt: profileReplies.createdAt,
          readAt: profileReplies.readAt,
        })
        .from(profileReplies)
        .innerJoin(organizations, eq(organizations.id, profileReplies.organizationId))
        .where(eq(profileReplies.volunteerProfileId, poolProfile.id))
        .orderBy(asc(profileReplies.createdAt))
    : [];

  // Sign-ups, also those made as a guest with the same address; the mailed tokens are secrets: not exported.
  const signupRows = await db
    .select({
      vacancy: vacancies.title,
      workshop: workshops.title,
      startsAt: shifts.startsAt,
      status: shiftSignups.status,
      attended: shiftSignups.attended,
      createdAt: shiftSignups.createdAt,
    })
    .from(shiftSignups)
    .innerJoin(shifts, eq(shifts.id, shiftSignups.shiftId))
    .leftJoin(vacancies, eq(vacancies.id, shifts.vacancyId))
    .leftJoin(workshops, eq(workshops.id, shifts.workshopId))
    .where(
      and(
        eq(shiftSignups.volunteerCenterId, o.centerId),
        or(eq(shiftSignups.userId, user.id), eq(sql`lower(${shiftSignups.email})`, email)),
      ),
    )
    .orderBy(asc(shifts.startsAt));

  const hourRows = await db
    .select({
      organization: organizations.name,
      vacancy: vacancies.title,
      workedOn: hourEntries.workedOn,
      minutes: hourEntries.minutes,
      note: hourEntries.note,
      status: hourEntries.status,
    })
    .from(hourEntries)
    .innerJoin(organizations, eq(organizations.id, hourEntries.organizationId))
    .leftJoin(vacancies, eq(vacancies.id, hourEntries.vacancyId))
    .where(and(eq(hourEntries.userId, user.id), eq(hourEntries.volunteerCenterId, o.centerId)))
    .orderBy(asc(hourEntries.workedOn), asc(hourEntries.id));
  const signOffRows = await db
    .select({ schoolYear: hourSignOffs.schoolYear, totalMinutes: hourSignOffs.totalMinutes, signedAt: hourSignOffs.signedAt })
    .from(hourSignOffs)
    .where(and(eq(hourSignOffs.studentId, user.id), eq(hourSignOffs.volunteerCenterId, o.centerId)))
    .orderBy(asc(hourSignOffs.schoolYear));

  return {
    generatedAt: o.now.toISOString(),
    center: { name: center?.name ?? '' },
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      jobTitle: user.jobTitle,
      gender: user.gender,
      locale: user.locale,
      status: user.status,
      signupMethod: user.signupMethod,
      hasMentor: user.mentorId !== null,
      lastSignInAt: user.lastSignInAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    consent: { acceptedTermsAt: user.acceptedTermsAt, emailConfirmedAt: user.confirmedAt, periodicMailDays: user.digestDays },
    roles: roleRows.map((r) => ({ role: r.role, organization: r.organization, since: r.since })),
    organizations: memberRows,
    applications: applicationRows.map((a) => ({ ...a, status: a.status ?? 'new' })),
    formSubmissions: submissionRows.map((s) => ({
      form: s.form,
      submittedAt: s.submittedAt,
      answers: answerRows
        .filter((a) => a.submissionId === s.id)
        .map((a) => ({ question: a.questionText, type: a.questionType, value: a.value })),
    })),
    notifications: notificationRows.map((n) => {
      const { attributes } = notificationResource(n, o.t);
      return { kind: n.kind, title: String(attributes.title), body: String(attributes.body), readAt: n.readAt, createdAt: n.createdAt };
    }),
    signInSessions: sessionRows.map((s) => ({
      startedAt: s.startedAt,
      expiresAt: s.expiresAt,
      byAdministrator: s.impersonatorId !== null,
    })),
    activity: activityRows,
    mails: mailRows,
    uploads: uploadRows,
    savedSearches: savedSearchRows,
    conversationMessages: messageRows.map((m) => ({
      subject: m.subject,
      withWhom: m.organization ?? center?.name ?? '',
      fromYou: m.senderId === user.id,
      body: m.body,
      sentAt: m.sentAt,
    })),
    poolProfile: poolProfile
      ? [
          {
            inPool: poolProfile.inPool,
            bio: poolProfile.bio,
            interests: poolProfile.interests,
            skills: poolProfile.skills,
            availability: poolProfile.availability,
            languages: poolProfile.languages,
            postalCode: poolProfile.postalCode,
            city: poolProfile.city,
            maxDistanceKm: poolProfile.maxDistanceKm,
            updatedAt: poolProfile.updatedAt,
          },
        ]
      : [],
    profileReplies: replyRows,
    shiftSignups: signupRows.map((r) => ({
      title: r.vacancy ?? r.workshop ?? '',
      startsAt: r.startsAt,
      status: r.status,
      attended: r.attended,
      createdAt: r.createdAt,
    })),
    hours: hourRows,
    hourSignOffs: signOffRows,
    notHeld: ['devices'],
  };
}
