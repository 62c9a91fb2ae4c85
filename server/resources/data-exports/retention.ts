/**
 * What account deletion erases beyond the account row itself (docs/decisions.md, "Retention after account
 * deletion"): the person's copies in the applications they sent, their form submissions, notifications and saved
 * searches, and (right after the commit) their data exports with the files. Runs inside the deletion's transaction.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, auditLog, formSubmissions, notifications, savedSearches, uploads } from '../../db/schema';

/** The name an anonymised application shows (the same as an anonymised account's). */
const DELETED_NAME = 'Verwijderde gebruiker';

/** Audit entries are kept this long, then deleted by the data export job (docs/decisions.md). */
export const AUDIT_RETENTION_MONTHS = 24;

export async function eraseOnAccountDeletion(tx: Executor, user: { id: number; email: string; volunteerCenterId: number }): Promise<void> {
  const email = user.email.toLowerCase();
  const centerId = user.volunteerCenterId;
  // Applications stay for the organization's records (status and dates), without who sent them or what they wrote.
  await tx
    .update(applications)
    .set({
      userId: null,
      firstName: DELETED_NAME,
      lastName: '',
      email: sql`'deleted-application-' || ${applications.id} || '@invalid'`,
      phoneNumber: null,
      message: '',
      internalNote: null,
      confirmationTokenHash: null,
    })
    .where(
      and(eq(applications.volunteerCenterId, centerId), or(eq(applications.userId, user.id), eq(sql`lower(${applications.email})`, email))),
    );
  await tx
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.volunteerCenterId, centerId), eq(sql`lower(${formSubmissions.respondentEmail})`, email)));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
  // Uploaded files may be an organization's logo: they stay, without the link to the person.
  await tx.update(uploads).set({ uploadedById: null }).where(eq(uploads.uploadedById, user.id));
}

/** Deletes audit entries older than the retention period (the data export job runs it). */
export async function pruneAuditLog(tx: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - AUDIT_RETENTION_MONTHS);
  const removed = await tx.delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ id: auditLog.id });
  return removed.length;
}
