/**
 * The users screens' form schemas (zod 4). Values are what the controls hold (select values are strings,
 * '' = none); the pages turn them into API attributes. Rules that depend on who is looking (an organization is
 * needed, the role may be granted) come from lib/shared/users/rules.ts, with messages passed in translated.
 */
import { z } from 'zod';
import { LOCALES, RECORD_ID_PATTERN } from '@/domain/values';
import { ROLE_NAMES } from '@/lib/shared/session/types';
import { mayManageRole } from '@/domain/roles';
import { organizationRequired, type RulesViewer, USER_STATUSES } from './rules';

const name = z.string().trim().min(1).max(100);
/** Optional text: '' (or nothing) means none. */
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** A record id, or '' for none. */
const organizationId = z.string().regex(new RegExp(`${RECORD_ID_PATTERN.source}|^$`));

export interface RoleRuleMessages {
  organizationRequired: string;
  roleNotAllowed: string;
}

/** The role + organization pair of the invite and add-role forms. */
function checkRole(viewer: RulesViewer, messages: RoleRuleMessages) {
  return (value: { role: (typeof ROLE_NAMES)[number]; organizationId: string }, ctx: z.RefinementCtx) => {
    const org = value.organizationId || null;
    if (org === null && organizationRequired(viewer, value.role)) {
      ctx.addIssue({ code: 'custom', path: ['organizationId'], message: messages.organizationRequired });
      return;
    }
    if (!mayManageRole(viewer, value.role, org)) ctx.addIssue({ code: 'custom', path: ['role'], message: messages.roleNotAllowed });
  };
}

export function userInviteSchema(viewer: RulesViewer, messages: RoleRuleMessages) {
  return z
    .object({
      firstName: name,
      lastName: name,
      email: z.email().max(254),
      phoneNumber: optionalText(40),
      locale: z.enum(LOCALES),
      role: z.enum(ROLE_NAMES),
      organizationId,
    })
    .superRefine(checkRole(viewer, messages));
}

export function addRoleSchema(viewer: RulesViewer, messages: RoleRuleMessages) {
  return z.object({ role: z.enum(ROLE_NAMES), organizationId }).superRefine(checkRole(viewer, messages));
}

export const userEditSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.email().max(254),
  phoneNumber: optionalText(40),
  jobTitle: optionalText(100),
  locale: z.enum(LOCALES),
  status: z.enum(USER_STATUSES),
  /** '' = leave the memberships as they are; otherwise the user is added to this organization. */
  organizationId,
});

export type UserInviteValues = z.output<ReturnType<typeof userInviteSchema>>;
export type AddRoleValues = z.output<ReturnType<typeof addRoleSchema>>;
export type UserEditValues = z.output<typeof userEditSchema>;

/** '' -> null, '12' -> 12: the API's organization_id. */
export function organizationIdAttribute(value: string): number | null {
  return value ? Number(value) : null;
}

/** '' -> null for optional text attributes. */
export function optionalAttribute(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}
