/** Appends to the audit log: who did what to which record (including sign-in-as). */
import type { Executor } from './db/client';
import { auditLog } from './db/schema';

export interface AuditEntry {
  volunteerCenterId: number | null;
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  data?: Record<string, unknown>;
  ip?: string;
}

export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    subjectId: entry.subjectId === null ? null : String(entry.subjectId),
  });
}
