/**
 * The accessibility statement (docs/domain.md#accessibility-statement), in the structure of the Dutch government's
 * model statement: its status A-E, the standard, and the audit it rests on. The status is derived, never typed in:
 * from the product's own automated axe run (lib/shared/accessibility/audit.json) and, when one is recorded there, a
 * full manual audit. An automated run checks only part of WCAG, so on its own it supports status C at best.
 */
import { z } from 'zod';

/** A: fully compliant; B: partly; C: first measures taken; D: not compliant; E: no statement (docs/domain.md). */
export const ACCESSIBILITY_STATUSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type AccessibilityStatus = (typeof ACCESSIBILITY_STATUSES)[number];

/** An audit older than this no longer supports the status (the model statement asks for a yearly review). */
export const AUDIT_VALID_MONTHS = 12;

export const accessibilityAuditSchema = z.object({
  /** The day of the run, YYYY-MM-DD. */
  checkedOn: z.iso.date(),
  tool: z.string().min(1),
  toolVersion: z.string().min(1),
  /** The axe rule tags the run checked (WCAG 2.0/2.1 A and AA). */
  ruleTags: z.array(z.string()).min(1),
  pages: z
    .array(
      z.object({
        path: z.string().startsWith('/'),
        locale: z.enum(['nl', 'en']),
        violations: z.number().int().min(0),
        rules: z.array(z.string()),
      }),
    )
    .min(1),
  /** A full (manual) audit against the standard, when one has been done: who, when, and its outcome. */
  manualAudit: z.object({ by: z.string().min(1), on: z.iso.date(), outcome: z.enum(['compliant', 'partlyCompliant']) }).nullable(),
});
export type AccessibilityAudit = z.infer<typeof accessibilityAuditSchema>;

export const auditViolations = (audit: AccessibilityAudit): number => audit.pages.reduce((sum, p) => sum + p.violations, 0);

/** The status the audit supports on `today`. */
export function statementStatus(audit: AccessibilityAudit | null, today: Date): AccessibilityStatus {
  if (!audit) return 'E';
  const limit = new Date(`${audit.checkedOn}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + AUDIT_VALID_MONTHS);
  if (limit < today) return 'D';
  const manual = audit.manualAudit;
  if (manual) {
    const manualLimit = new Date(`${manual.on}T00:00:00Z`);
    manualLimit.setUTCMonth(manualLimit.getUTCMonth() + AUDIT_VALID_MONTHS);
    if (manualLimit >= today) return manual.outcome === 'compliant' && auditViolations(audit) === 0 ? 'A' : 'B';
  }
  return 'C';
}

const PHONE = /^\+?[0-9 ()./-]{6,40}$/;

/** The center's accessibility contact (PUT /api/v1/accessibility_contact); empty = the center's general contact. */
export const accessibilityContactSchema = z
  .object({
    email: z.union([z.email().max(254), z.literal('')]).nullable(),
    phoneNumber: z.union([z.string().trim().regex(PHONE), z.literal('')]).nullable(),
  })
  .strict();
