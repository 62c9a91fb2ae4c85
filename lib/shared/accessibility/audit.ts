/**
 * The committed result of the product's own automated accessibility run (audit.json, written by
 * `npm run a11y:audit` from the e2e suite's axe run; docs/decisions.md, "Accessibility statement"). The statement
 * page reads it; e2e/accessibility-statement.spec.ts fails when it no longer matches a fresh run.
 */
import { type AccessibilityAudit, accessibilityAuditSchema } from '@/domain/accessibility';
import committed from './audit.json';

/** The committed audit, or null when the file is missing its fields (then the statement says so: status E). */
export function committedAudit(): AccessibilityAudit | null {
  const parsed = accessibilityAuditSchema.safeParse(committed);
  return parsed.success ? parsed.data : null;
}
